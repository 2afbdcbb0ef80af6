/**
 * "Your data": `GET /api/account/export` streams the member's data as one JSON document
 * (profile, genres, requests, answers with songs and comments, upvotes, saves, plays, feedback), or
 * with `?format=zip` as a ZIP of that document and one CSV per section (account-export.ts);
 * `POST /api/account/delete` deletes the account after the password.
 */
import { Readable } from 'node:stream';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { clearSessionCookie } from '../auth';
import { confirmPassword } from '../auth/password-checks.service';
import { invalidateMagicRankings } from '../../lib/magic-rankings';
import { deleteAccount } from './account-data.repository';
import { exportJson, exportZip } from './account-export';

export async function accountDataRoutes(app: App, deps: AppDeps) {
  // A JSON document or a ZIP, streamed (not serialised through a schema).
  registerRoute(app, 'getAccountExport', async (request, reply) => {
    const user = request.user!;
    const date = new Date().toISOString().slice(0, 10);
    const zip = request.query.format === 'zip';
    return reply
      .header('content-type', zip ? 'application/zip' : 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="hearsay-data-${user.slug}-${date}.${zip ? 'zip' : 'json'}"`,
      )
      .header('cache-control', 'no-store')
      .send(zip ? exportZip(deps, user.id) : Readable.from(exportJson(deps, user.id)));
  });

  registerRoute(app, 'postAccountDelete', async (request, reply) => {
    const userId = request.user!.id;
    await confirmPassword(deps.db, userId, request.body.password);
    await deleteAccount(deps.db, userId, request.body.removeContent);
    await invalidateMagicRankings(deps.db, userId);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
