/**
 * `npx tsx bench/federation-delivery.bench.ts [--posts 200] [--separate]`
 *
 * Federation's cost to a write (decision 046): p50/p99 of `POST /api/requests` (in process, through
 * `app.inject`, PGlite in memory, FEDERATION=on) for a member with no remote followers, with 100
 * remote followers on 100 hosts whose inboxes answer (loopback addresses 127.0.0.2–101, one port),
 * and with 100 on 100 hosts whose inboxes refuse connections (the same addresses, port 9; each
 * host's circuit opens after a few failures and its deliveries are held, decision 051), then
 * the delivery latency from the POST's answer to a live follower's inbox (a loopback fake server).
 * With `--separate` (PostgreSQL: set TEST_DATABASE_URL) the server only queues, as with
 * FEDERATION_DELIVERY=separate, and a federation worker in a child process sends (decision 060).
 * Prints the figures; docs/perf/federation.md keeps the measured ones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { userFollows, users } from '../server/db/schema';
import { createTestContext, signUp } from '../server/test/harness';
import { upsertRemoteMember } from '../server/modules/federation/remote-members.repository';
import { startFakeFediverse } from '../server/test/fakes/fake-fediverse';

const { values } = parseArgs({
  options: { posts: { type: 'string', default: '200' }, separate: { type: 'boolean' } },
});
const posts = Number(values.posts);
if (values.separate && !process.env.TEST_DATABASE_URL)
  throw new Error('--separate needs PostgreSQL: set TEST_DATABASE_URL');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const ctx = await createTestContext(
  {
    FEDERATION: 'on',
    PUBLIC_URL: 'http://hearsay.example',
    FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...(values.separate
      ? { FEDERATION_DELIVERY: 'separate', DATABASE_URL: 'postgres://unused.example/hearsay' }
      : {}),
  },
  { seed: false },
);
const ada = await signUp(ctx.app);

/** The federation worker (server/cli/federation-worker-cli.ts) on the context's database. */
function startWorker(): ChildProcess {
  const root = new URL('..', import.meta.url).pathname;
  return spawn(process.execPath, ['--import', 'tsx', 'server/cli/federation-worker-cli.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl,
      FEDERATION: 'on',
      PUBLIC_URL: ctx.config.PUBLIC_URL,
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
      // The actors' keys are sealed with the context's key (decision 041).
      SECRETS_KEY: ctx.config.SECRETS_KEY,
      SONG_PROVIDER: 'catalog',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}
/** Resolves once the worker says it is sending (it has built the app and started its queue). */
const workerReady = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('sending queued deliveries')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the federation worker exited (${code})`)));
  });
const worker = values.separate ? startWorker() : null;
if (worker) await workerReady(worker);
// Make the actor's key pair first, so no run pays for it.
await ctx.app.inject({
  url: `/ap/users/${ada.user.id}`,
  headers: { accept: 'application/activity+json' },
});

async function postRequests(label: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < posts; i++) {
    const start = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: ada.cookie },
      payload: { type: 'text', content: `Bench request ${label} ${i}` },
    });
    times.push(performance.now() - start);
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: POST /api/requests ×${posts} p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
}

/** Makes `count` remote members on hosts 127.0.0.2… with inboxes on `port` follow Ada. */
async function addFollowers(kind: string, count: number, port: number) {
  for (let i = 0; i < count; i++) {
    const host = `127.0.0.${2 + i}:${port}`;
    const id = await upsertRemoteMember(ctx.handle.db, {
      actorUri: `http://${host}/users/${kind}${i}`,
      handle: `${kind}${i}@${host}`,
      displayName: `${kind} ${i}`,
      inboxUrl: `http://${host}/users/${kind}${i}/inbox`,
      sharedInboxUrl: null,
      iconUrl: null,
    });
    await ctx.handle.db.insert(userFollows).values({ followerId: id, followedId: ada.user.id });
  }
}

// What a case left in the queue: due now (ready) or held; then wait until nothing is due, so the
// next case measures itself, not the backlog.
const queue = ctx.app.federation!.queue;
async function drain(label: string) {
  const drainStart = performance.now();
  console.log(`queue after ${label}:`, await queue.getDepth());
  while ((await queue.getDepth()).ready > 0) await new Promise((r) => setTimeout(r, 200));
  console.log(
    `backlog drained in ${((performance.now() - drainStart) / 1000).toFixed(1)} s; queue:`,
    await queue.getDepth(),
  );
}

await postRequests('no remote followers');

// The same fan-out to inboxes that answer (every host's inbox on one loopback port), so the
// dead-host case can be told apart from the cost of fanning out at all.
let liveInboxPosts = 0;
const inboxes = createServer((req, res) => {
  req.resume().on('end', () => {
    liveInboxPosts += 1;
    res.writeHead(202).end();
  });
});
await new Promise<void>((resolve) => inboxes.listen(0, '0.0.0.0', resolve));
await addFollowers('live', 100, (inboxes.address() as AddressInfo).port);
await postRequests('100 remote followers on 100 live hosts');
await drain('the live-host case');
console.log(`live inboxes received ${liveInboxPosts} deliveries`);
await ctx.handle.db.delete(users).where(eq(users.remote, true));
inboxes.close();

await addFollowers('dead', 100, 9);
await postRequests('100 remote followers on 100 dead hosts');
await drain('the dead-host case');

// Delivery latency to one live follower (the dead ones removed, so only it is delivered to).
await ctx.handle.db.delete(users).where(eq(users.remote, true));
const fake = await startFakeFediverse();
const live = await fake.actor('live');
const liveId = await upsertRemoteMember(ctx.handle.db, {
  actorUri: live.id.href,
  handle: `live@${fake.host}`,
  displayName: 'Live',
  inboxUrl: `${fake.origin}/users/live/inbox`,
  sharedInboxUrl: null,
  iconUrl: null,
});
await ctx.handle.db.insert(userFollows).values({ followerId: liveId, followedId: ada.user.id });
const latencies: number[] = [];
for (let i = 0; i < 20; i++) {
  const before = fake.received.length;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: ada.cookie },
    payload: { type: 'text', content: `Live delivery ${i}` },
  });
  const answered = performance.now();
  if (res.statusCode !== 201) throw new Error(res.body);
  while (fake.received.length === before) await new Promise((r) => setTimeout(r, 2));
  latencies.push(performance.now() - answered);
}
latencies.sort((a, b) => a - b);
console.log(
  `delivery to a live inbox ×20: p50 ${percentile(latencies, 50).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
);
await fake.close();
worker?.kill('SIGTERM');
await ctx.close();
process.exit(0);
