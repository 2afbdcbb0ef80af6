/**
 * Two Hearsay servers federating for real on loopback (decision 058): two built instances, each
 * with its own PostgreSQL database and nginx in front with the guide's configuration over HTTPS
 * (a self-signed certificate both trust), since WebFinger handles are looked up over HTTPS. Shows,
 * within seconds each: a member of B finds a member of A by handle and follows them, and A's
 * followers collection counts them; A's new request appears under B's FOLLOWING; B's answer with a
 * catalogue song appears under the request on A, playable, and the asker is notified; an upvote on
 * A reaches B; deleting the answer on B removes it on A. Prints how long each delivery took.
 * Needs `npm run build`, nginx, openssl and PostgreSQL: `npm run test:deploy`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtServer,
  call,
  closeAgents,
  freshDatabase,
  selfSignedCertificate,
  startInstance,
  startNginx,
  waitReady,
  type Instance,
  type Nginx,
} from './cluster';

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dir = mkdtempSync(join(tmpdir(), 'hearsay-federation-'));
const tls = selfSignedCertificate(dir);

interface Server {
  name: 'A' | 'B';
  port: number;
  publicPort: number;
  instance?: Instance;
  nginx?: Nginx;
  drop?: () => Promise<void>;
}
const A: Server = { name: 'A', port: 3721, publicPort: 3720 };
const B: Server = { name: 'B', port: 3723, publicPort: 3722 };
const hostOf = (s: Server) => `127.0.0.1:${s.publicPort}`;

async function start(server: Server) {
  const database = await freshDatabase(adminUrl);
  server.drop = database.drop;
  server.instance = startInstance(
    server.port,
    {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: `https://${hostOf(server)}`,
      TRUST_PROXY: '127.0.0.1',
      FEDERATION: 'on',
      // Both servers are on loopback: only a test may allow it.
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      NODE_EXTRA_CA_CERTS: tls.certFile,
      SONG_PROVIDER: 'catalog',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      MAIL_OUTBOX_DIR: join(dir, `outbox-${server.name}`),
    },
    join(dir, `instance-${server.name}.log`),
  );
  await waitReady(server.port);
  server.nginx = await startNginx(server.publicPort, [server.port], tls);
}

/** One call to `server` through its nginx over HTTPS, as `cookie` when given; the JSON answer. */
async function api<T = unknown>(
  server: Server,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; accept?: string } = {},
) {
  const res = await call(server.publicPort, method, path, {
    ca: tls.cert,
    body: options.body,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
  let json: T | null = null;
  try {
    json = JSON.parse(res.body) as T;
  } catch {
    // not JSON
  }
  return { status: res.status, json: json as T, body: res.body };
}

interface Member {
  cookie: string;
  id: number;
  slug: string;
}
async function signUp(server: Server, displayName: string): Promise<Member> {
  const res = await call(server.publicPort, 'POST', '/api/auth/register', {
    ca: tls.cert,
    body: { email: `${randomUUID()}@example.com`, displayName, password: 'secret-password' },
  });
  expect(res.status, res.body).toBe(201);
  const cookie = [res.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.includes('hearsay_session='))!
    .split(';')[0]!;
  const user = JSON.parse(res.body) as { id: number; slug: string };
  return { cookie, id: user.id, slug: user.slug };
}

/** Polls `check` until truthy; returns the value and the milliseconds it took (fails after 20 s). */
async function within<T>(what: string, check: () => Promise<T | null | undefined | false>) {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return { value, ms: Date.now() - started };
    if (Date.now() - started > 20_000) throw new Error(`not within 20 s: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const canRun = existsSync(builtServer);
beforeAll(async () => {
  if (!canRun) return;
  await Promise.all([start(A), start(B)]);
}, 120_000);
afterAll(async () => {
  for (const server of [A, B]) {
    await server.nginx?.stop();
    server.instance?.child.kill('SIGTERM');
    await server.instance?.exited;
    await server.drop?.();
  }
  closeAgents();
});

describe.skipIf(!canRun)('two Hearsay servers federating', () => {
  it('follow by handle, a request, an answer, an upvote and a delete travel between them', async () => {
    const alice = await signUp(A, 'Alice Asker');
    const bob = await signUp(B, 'Bob Answerer');
    const timings: Record<string, number> = {};

    // B finds A's member by handle and follows them; A's followers collection counts the follow.
    const found = await api<{ user: { id: number; handle: string; remote: boolean } }>(
      B,
      'GET',
      `/api/federation/lookup?handle=${encodeURIComponent(`${alice.slug}@${hostOf(A)}`)}`,
      { cookie: bob.cookie },
    );
    expect(found.status, found.body).toBe(200);
    expect(found.json.user).toMatchObject({ handle: `@${alice.slug}@${hostOf(A)}`, remote: true });
    const followed = await api(B, 'POST', `/api/users/${found.json.user.id}/follow`, {
      cookie: bob.cookie,
    });
    expect(followed.status, followed.body).toBe(200);
    timings.follow = (
      await within('A counts the follower', async () => {
        const res = await api<{ totalItems?: number }>(
          A,
          'GET',
          `/ap/users/${alice.id}/followers`,
          { accept: 'application/activity+json' },
        );
        return res.json?.totalItems === 1;
      })
    ).ms;

    // A's new request appears under B's FOLLOWING.
    const asked = await api<{ id: number }>(A, 'POST', '/api/requests', {
      cookie: alice.cookie,
      body: { type: 'text', content: 'Songs for a long night drive' },
    });
    expect(asked.status, asked.body).toBe(201);
    const onB = await within('the request reaches B', async () => {
      const feed = await api<{ data: { id: number; content: string }[] }>(
        B,
        'GET',
        '/api/requests?following=true',
        { cookie: bob.cookie },
      );
      return feed.json?.data.find((r) => r.content === 'Songs for a long night drive');
    });
    timings.request = onB.ms;

    // B answers with a catalogue song; it shows on A, playable, and Alice hears of it.
    const search = await api<{ id: string }[]>(B, 'GET', '/api/youtube/search?query=love', {
      cookie: bob.cookie,
    });
    expect(search.status, search.body).toBe(200);
    const song = search.json[0]!;
    const answered = await api<{ id: number }>(
      B,
      'POST',
      `/api/requests/${onB.value.id}/responses`,
      {
        cookie: bob.cookie,
        body: { songId: song.id, songData: song, comment: 'Windows down for this one' },
      },
    );
    expect(answered.status, answered.body).toBe(201);
    const onA = await within('the answer reaches A', async () => {
      const list = await api<{ id: number; songId: string; comment: string | null }[]>(
        A,
        'GET',
        `/api/requests/${asked.json.id}/responses`,
        { cookie: alice.cookie },
      );
      return list.json?.find((r) => r.songId === song.id);
    });
    timings.answer = onA.ms;
    expect(onA.value.comment).toBe('Windows down for this one');
    const notes = await api<{ data: { type: string }[] }>(A, 'GET', '/api/notifications', {
      cookie: alice.cookie,
    });
    expect(notes.json.data.some((n) => n.type === 'response_to_your_request')).toBe(true);

    // An upvote on A reaches B.
    const up = await api(A, 'POST', `/api/responses/${onA.value.id}/upvote`, {
      cookie: alice.cookie,
      body: {},
    });
    expect(up.status, up.body).toBe(200);
    timings.upvote = (
      await within('the upvote reaches B', async () => {
        const list = await api<{ id: number; upvotes: number }[]>(
          B,
          'GET',
          `/api/requests/${onB.value.id}/responses`,
          { cookie: bob.cookie },
        );
        return list.json?.find((r) => r.id === answered.json.id)?.upvotes === 1;
      })
    ).ms;

    // Deleting the answer on B removes it on A.
    const deleted = await api(B, 'DELETE', `/api/responses/${answered.json.id}`, {
      cookie: bob.cookie,
    });
    expect(deleted.status, deleted.body).toBe(200);
    timings.delete = (
      await within('the delete reaches A', async () => {
        const list = await api<{ id: number }[]>(
          A,
          'GET',
          `/api/requests/${asked.json.id}/responses`,
          { cookie: alice.cookie },
        );
        return Array.isArray(list.json) && list.json.length === 0;
      })
    ).ms;

    console.log(
      `federation delivery, ms until seen on the other server: ${JSON.stringify(timings)}`,
    );
  });
});
