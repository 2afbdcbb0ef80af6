/**
 * HTTP routes of profile editing, all for the signed-in member themself:
 * - PATCH /api/users/{id} `{displayName}` → 200 the session user (400 with the sign-up messages);
 * - PUT /api/users/{id}/picture with the raw image as body (Content-Type image/jpeg, png, webp or
 *   gif; at most 5 MiB) → 200 the session user; 415 for other types or unreadable images, 413 too
 *   large, 400 empty;
 * - DELETE /api/users/{id}/picture → 200 the session user;
 * - PUT /api/users/{id}/locale `{locale}` → 200 the session user (400 for an unknown language);
 * - GET /api/pictures/{hash}.webp → the picture, cached for a year (the hash changes with it).
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateLocale } from './profile-edit.repository';
import type { App, AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { registerRoute } from '../../lib/route-table';
import { HttpError, notFound } from '../../lib/http-errors';
import { requireSelf } from '../../plugins/access';
import { toSessionUser } from '../auth';
import { ACCEPTED_CONTENT_TYPES, PICTURE_MAX_BYTES, unsupportedPicture } from './picture-image';
import {
  changeDisplayName,
  findPictureByHash,
  findUserRow,
  removePicture,
  uploadPicture,
} from './profile-edit.service';

export async function profileEditRoutes(app: App, { db }: AppDeps) {
  displayNameRoute(app, db);
  localeRoute(app, db);
  pictureRoutes(app, db);
  await pictureUploadRoute(app, db);
}

/** The member's session user after an edit (what the client shows at once); 404 if they are gone. */
async function sessionUserOf(db: Database, userId: number) {
  const user = await findUserRow(db, userId);
  if (!user) throw notFound('Member not found.');
  return toSessionUser(db, user);
}

/** Changing one's display name. */
function displayNameRoute(app: App, db: Database) {
  registerRoute(app, 'patchUser', async (request) => {
    const userId = requireSelf(request, request.params.id);
    await changeDisplayName(db, userId, request.body.displayName);
    return sessionUserOf(db, userId);
  });
}

/** Choosing one's language (decision 047): the app's, the e-mails' and the pushes'. */
function localeRoute(app: App, db: Database) {
  registerRoute(app, 'putUserLocale', async (request) => {
    const userId = requireSelf(request, request.params.id);
    await updateLocale(db, userId, request.body.locale);
    return sessionUserOf(db, userId);
  });
}

/** Removing one's picture, and serving pictures by their content hash. */
function pictureRoutes(app: App, db: Database) {
  registerRoute(app, 'deleteUserPicture', async (request) => {
    const userId = requireSelf(request, request.params.id);
    await removePicture(db, userId);
    return sessionUserOf(db, userId);
  });

  // The picture's bytes (image/*), not JSON: the schema only documents the 200.
  registerRoute(app, 'getPicture', async (request, reply) => {
    const picture = await findPictureByHash(db, request.params.file.slice(0, 32));
    if (!picture) throw notFound('Picture not found.');
    // Members only, so private; the URL names the content, so it never changes.
    return reply
      .header('cache-control', 'private, max-age=31536000, immutable')
      .type(picture.contentType)
      .send(picture.data);
  });
}

/** Uploading one's picture (PUT with the image as the body). */
async function pictureUploadRoute(app: App, db: Database) {
  // The upload takes a raw image body: its parser lives in a scope of its own, so no other route
  // accepts images, and any other Content-Type is answered 415 with the accepted types.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      [...ACCEPTED_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(unsupportedPicture(), undefined),
    );
    scope.setErrorHandler((error: Error & { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new HttpError(413, 'payload_too_large', 'Pictures can be at most 5 MB.');
      // Everything else goes to the app's error handler.
      throw error;
    });
    registerRoute(scope, 'putUserPicture', async (request) => {
      const userId = requireSelf(request, request.params.id);
      await uploadPicture(db, userId, request.body as Buffer | undefined);
      return sessionUserOf(db, userId);
    });
  });
}
