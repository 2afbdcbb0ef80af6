/**
 * The server of `npm run bench:floor` (bench/feed-floor.bench.ts), started by it in a child
 * process: the real app (buildApp, every plugin and hook) on DATABASE_URL, plus one route that
 * exists only here, GET /api/bench/feed-floor. That route answers the very bytes GET /api/requests
 * answered for the same cookie on its first call (RECENT page 1), from memory, after the same
 * session lookup and hooks as any /api route: the floor a feed page could reach if its own query
 * cost nothing. A signed-out call answers 401 as the feed does. GET /api/bench/first-page-answers
 * reports the feed's page-1 cache counters.
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createSongProvider } from '../server/providers/songs/index';
import { definitionOf } from '../common/api-definitions/index';
import { firstPageAnswers } from '../server/modules/feed/first-page-with-session';

async function main() {
  const settings = loadConfig(process.env);
  const handle = await openDatabase({ databaseUrl: settings.DATABASE_URL });
  const app = await buildApp(
    {
      db: handle.db,
      config: settings,
      songs: createSongProvider(settings, handle.db),
      listen: handle.listen,
    },
    { logger: false },
  );
  /** RECENT page 1's answer by cookie, as the feed route first sent it. */
  const answers = new Map<string, string>();
  const feed = definitionOf('getRequests')!;
  // The feed route's own access policy and limits, so the same hooks run with the same settings.
  const config = { routeName: 'getRequests' as const, access: feed.access, limit: feed.limit };
  app.get('/api/bench/feed-floor', { config }, async (request, reply) => {
    if (!request.user) {
      return reply.code(401).send({ error: 'unauthorized', message: 'Sign in first.' });
    }
    const cookie = request.headers.cookie ?? '';
    let body = answers.get(cookie);
    if (body === undefined) {
      const res = await app.inject({ url: '/api/requests', headers: { cookie } });
      body = res.body;
      answers.set(cookie, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
  // How many feed answers went out from the kept page 1 and how many were read afresh (decision 061).
  app.get('/api/bench/first-page-answers', { config }, async () => {
    const { reused, kept } = firstPageAnswers(handle.db);
    return { reused, kept };
  });
  await app.listen({ port: settings.PORT, host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
