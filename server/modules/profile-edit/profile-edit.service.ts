/** Rules of profile editing: a new display name, and the uploaded picture. */
import { apiPath } from '../../../common/api-routes';
import { findSessionUserRow } from '../auth/auth.service';
import { normalizeDisplayName, validateDisplayName } from '../../../common/validation';
import type { Database } from '../../db/client';
import { assertNameNotConfusable } from '../auth/index';
import { badRequest } from '../../lib/http-errors';
import { processPicture } from './picture-image';
import * as repo from './profile-edit.repository';

/** URL path of a stored picture, by content hash. */
export const pictureUrl = (hash: string) => apiPath('getPicture', { file: `${hash}.webp` });

/**
 * Renames a member with the sign-up rules (trimmed, inner whitespace collapsed). The slug stays:
 * links to /profile/{slug} keep working (docs/decisions/014-profile-editing.md). Throws 400, or 409
 * for a name confusable with a staff member's or a look-alike of another member's.
 */
export async function changeDisplayName(
  db: Database,
  userId: number,
  input: string,
): Promise<void> {
  const problem = validateDisplayName(input);
  if (problem) throw badRequest(problem, 'invalid_display_name');
  const displayName = normalizeDisplayName(input);
  await assertNameNotConfusable(db, displayName, { userId });
  await repo.updateDisplayName(db, userId, displayName);
}

/** Resizes and stores an uploaded picture; returns its URL. Throws 400 (empty) or 415. */
export async function uploadPicture(
  db: Database,
  userId: number,
  body: Buffer | undefined,
): Promise<string> {
  if (!body || body.length === 0) throw badRequest('Choose a picture to upload.', 'empty_picture');
  const picture = await processPicture(body);
  const url = pictureUrl(picture.hash);
  await repo.savePicture(db, userId, { ...picture, url });
  return url;
}

export const removePicture = repo.deletePicture;
export const findPictureByHash = repo.findPictureByHash;
/** The session-shaped user row of `userId` (owned by the auth module), or null. */
export const findUserRow = findSessionUserRow;
