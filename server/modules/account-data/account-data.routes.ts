/**
 * "Your data" (issue 11): `GET /api/account/export` streams the member's data as one JSON document
 * (profile, genres, requests, answers with songs and comments, upvotes, saves, plays, feedback), one
 * section query at a time; `POST /api/account/delete` deletes the account after the password.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { successSchema } from '../../../common/schemas/auth';
import type { App, AppDeps } from '../../app-types';
import { clearSessionCookie } from '../../plugins/session';
import { confirmPassword } from '../auth/auth.service';
import { invalidateMagicRankings } from '../feed/magic-cache';
import { deleteAccount, exportSections } from './account-data.repository';

const deleteBody = z.object({ password: z.string().max(1000), removeContent: z.boolean().optional().default(false) });

/** Yields the export as JSON text, section by section, so no whole document is built in memory. */
async function* exportJson(deps: AppDeps, userId: number): AsyncGenerator<string> {
  yield `{"format":"hearsay-export-1","exportedAt":${JSON.stringify(new Date().toISOString())}`;
  for (const [name, query] of Object.entries(exportSections)) {
    const rows = await query(deps.db, userId);
    yield `,${JSON.stringify(name)}:`;
    yield name === 'profile' ? JSON.stringify(rows[0] ?? null) : JSON.stringify(rows);
  }
  yield '}\n';
}

export async function accountDataRoutes(app: App, deps: AppDeps) {
  // A JSON document streamed section by section (not serialised through a schema).
  app.get(
    '/api/account/export',
    { schema: { response: { 200: z.unknown().describe('the export, application/json (a stream)') } }, config: { access: 'member' } },
    async (request, reply) => {
      const user = request.user!;
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="hearsay-data-${user.slug}-${date}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportJson(deps, user.id)));
    },
  );

  app.post('/api/account/delete', { schema: { body: deleteBody, response: { 200: successSchema } }, config: { access: 'member' } }, async (request, reply) => {
    const userId = request.user!.id;
    await confirmPassword(deps.db, userId, request.body.password);
    await deleteAccount(deps.db, userId, request.body.removeContent);
    await invalidateMagicRankings(deps.db, userId);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
