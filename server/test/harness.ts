/**
 * Integration-test harness: a real app on a real database. PGlite in memory by default; when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database per test file, dropped afterwards.
 * Counts SQL statements so tests can assert query budgets.
 */
import { lookup } from 'node:dns/promises';
import { createOutboundGuard } from '../lib/outbound-guard';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { App, AppDeps } from '../app-types';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../setup/seed';
import { freshTotpCode } from './totp-codes';
import { createPostgresDatabase } from './postgres-database';
import { pgliteTemplate, postgresTemplate } from './test-templates';
import { users } from '../db/schema/index';
import { eq } from 'drizzle-orm';
import { createSongProvider } from '../providers/songs/index';
import { NOTIFY_CHANNEL, settlePushes } from '../modules/notifications/notification-pushes';
import type { SessionUser } from '../../common/schemas';

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  config: Config;
  /** Folder where the offline e-mail sender writes this context's messages. */
  outboxDir: string;
  /** The PostgreSQL URL of this context's database (undefined on PGlite), for a second app instance. */
  databaseUrl: string | undefined;
  /**
   * SQL statements run since the last `resetQueryCount()`, not counting live pushes (statements
   * that NOTIFY, sent on their own after a write's commit, whenever the event loop gets to them).
   */
  queryCount(): number;
  /** The SQL texts of those statements, in order. */
  queryTexts(): string[];
  /**
   * Waits until the live pushes queued so far have been sent, then counts statements and pushes
   * since the last reset: on PostgreSQL statements that NOTIFY, on PGlite payloads delivered in process.
   */
  settledQueryCounts(): Promise<{ statements: number; pushes: number }>;
  resetQueryCount(): void;
  close(): Promise<void>;
}

/**
 * The outbound guard of a test app: loopback allowed (the local fakes), and the reserved `.example`
 * names, which have no DNS here, resolve to loopback so tests may name endpoints like
 * `https://push.example/…` without the internet. Other names use the system resolver.
 */
function testOutboundGuard() {
  return createOutboundGuard({
    allowPrivateAddresses: true,
    resolve: async (host) =>
      /(^|\.)example\.?$/i.test(host)
        ? [{ address: '127.0.0.1', family: 4 }]
        : lookup(host, { all: true }),
  });
}

/** Opens a migrated, seeded database and an app on it. `env` overrides configuration. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { seed?: boolean; deps?: Pick<AppDeps, 'outbound'> } = {},
): Promise<TestContext> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'hearsay-test-outbox-'));
  const config = loadConfig({
    // Cheap argon2 in tests (production cost: config.ts, bench/argon2.bench.ts).
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    MAIL_OUTBOX_DIR: outboxDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests sign up and write far faster than people: limits high unless a test sets its own.
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_RATE_LIMIT_HOURLY_MAX: '100000',
    SIGNUP_RATE_LIMIT_MAX: '100000',
    SIGNIN_FAILURES_MAX: '100000',
    AUTH_FAILURES_HOURLY_MAX: '100000',
    GLOBAL_RATE_LIMIT_ANONYMOUS: '1000000',
    GLOBAL_RATE_LIMIT_MEMBER: '1000000',
    WRITE_RATE_LIMIT_MAX: '1000',
    ACTION_RATE_LIMIT_SCALE: '1000',
    SONG_SEARCH_DAILY_MAX: '1000000',
    GIF_SEARCH_DAILY_MAX: '1000000',
    // Tests never reach the internet: the offline catalogue unless a test chooses a provider
    // pointed at a fake (a YouTube key alone still implies youtube).
    ...(env.YOUTUBE_API_KEY ? {} : { SONG_PROVIDER: 'catalog' }),
    CLIENT_DIST: '/nonexistent',
    // Local fakes (push service, federation peers) listen on loopback. A production-mode context
    // refuses the setting, and gets the guard below through its deps instead.
    ...(env.NODE_ENV === 'production' ? {} : { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' }),
    // Secrets at rest are sealed with a key of this context, not a key file in the worktree.
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  let queries: string[] = [];
  let pushes = 0;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seed = options.seed !== false;
  const pgTemplate = adminUrl ? postgresTemplate(seed) : undefined;
  const pgDb = adminUrl ? await createPostgresDatabase(adminUrl, 'hearsay_test', pgTemplate) : null;
  const template = adminUrl ? undefined : pgliteTemplate(seed);
  const handle = await openDatabase({
    databaseUrl: pgDb?.url,
    loadDataDir: template,
    onQuery: (text) => (text.includes('pg_notify') ? pushes++ : queries.push(text)),
  });
  // PGlite's pushes reach in-process listeners without a statement: count what they receive.
  if (handle.engine === 'pglite') await handle.listen(NOTIFY_CHANNEL, () => pushes++);
  // Idempotent: on a template it only confirms every migration is applied.
  await handle.migrate();
  if (seed && !template && !pgTemplate) await seedDatabase(handle.db);
  const guard = testOutboundGuard();
  const app = await buildApp(
    {
      db: handle.db,
      config,
      songs: createSongProvider(config, handle.db),
      listen: handle.listen,
      outbound: guard,
      ...options.deps,
    },
    { logger: false },
  );
  await app.ready();
  return {
    app,
    handle,
    config,
    outboxDir,
    databaseUrl: pgDb?.url,
    queryCount: () => queries.length,
    queryTexts: () => [...queries],
    settledQueryCounts: async () => {
      await settlePushes(handle.db);
      return { statements: queries.length, pushes };
    },
    resetQueryCount: () => {
      queries = [];
      pushes = 0;
    },
    close: async () => {
      await app.close();
      await guard.dispatcher.close();
      await handle.close();
      await pgDb?.drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
let staffCounter = 0;
/**
 * Letters that tell default staff accounts apart ("Test Staff b"): a name written the same as a
 * staff member's is refused at sign-up, and names cannot hold digits.
 */
function staffTag(): string {
  let n = staffCounter++;
  let tag = '';
  do {
    tag = String.fromCharCode(97 + (n % 26)) + tag;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return tag;
}
/** A unique valid registration payload. */
export function newMember(name = 'Test Member') {
  counter++;
  const tag = `${process.pid}-${counter}-${randomBytes(3).toString('hex')}`;
  return { email: `member-${tag}@example.com`, displayName: name, password: 'secret-password' };
}

export interface SignedIn {
  user: SessionUser;
  cookie: string;
}

/**
 * Registers a member (`who`, or a new member of that name) through the API and returns the user
 * and a Cookie header value.
 */
export async function signUp(
  app: App,
  who: ReturnType<typeof newMember> | string = newMember(),
): Promise<SignedIn> {
  const input = typeof who === 'string' ? newMember(who) : who;
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'hearsay_session');
  if (!setCookie) throw new Error('no session cookie');
  return { user: res.json(), cookie: `hearsay_session=${setCookie.value}` };
}

/** The Cookie header value from a response that set the session cookie. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const setCookie = res.cookies.find((c) => c.name === 'hearsay_session');
  if (!setCookie) throw new Error('no session cookie');
  return `hearsay_session=${setCookie.value}`;
}

/** A staff session with what staff need: the TOTP secret and the recovery codes of its enrolment. */
export interface SignedInStaff extends SignedIn {
  totpSecret: string;
  recoveryCodes: string[];
}

/**
 * Registers a member (`who`, or a new member of that name), marks the address verified and makes them staff (or admin) directly in the
 * database, signs in again so the session carries the role, then enrols two-factor through the API
 * (set-up, first code) so the session has passed it. The one way tests get a staff
 * session: when staff sign-in gains more steps, only this function changes.
 */
export async function signUpStaff(
  ctx: Pick<TestContext, 'app' | 'handle'>,
  who: ReturnType<typeof newMember> | string = `Test Staff ${staffTag()}`,
  role: 'staff' | 'admin' = 'staff',
): Promise<SignedInStaff> {
  const input = typeof who === 'string' ? newMember(who) : who;
  await signUp(ctx.app, input);
  await ctx.handle.db
    .update(users)
    .set({ role, emailVerifiedAt: new Date() })
    .where(eq(users.email, input.email.toLowerCase()));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: input.email, password: input.password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const loginCookie = sessionCookieOf(res);
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/setup',
    headers: { cookie: loginCookie },
  });
  if (setup.statusCode !== 200)
    throw new Error(`2fa setup failed: ${setup.statusCode} ${setup.body}`);
  const totpSecret: string = setup.json().secret;
  const enable = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers: { cookie: loginCookie },
    payload: { code: await freshTotpCode(totpSecret) },
  });
  if (enable.statusCode !== 200)
    throw new Error(`2fa enable failed: ${enable.statusCode} ${enable.body}`);
  return {
    user: enable.json().user,
    cookie: sessionCookieOf(enable),
    totpSecret,
    recoveryCodes: enable.json().recoveryCodes,
  };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link in the body. */
  link: string | null;
}

/** Messages written to the context's outbox, oldest first (parsed from the .eml files). */
export function readOutbox(ctx: Pick<TestContext, 'outboxDir'>): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(ctx.outboxDir)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => {
    const raw = readFileSync(join(ctx.outboxDir, name), 'utf8');
    const [head = '', ...rest] = raw.split('\n\n');
    const unfolded = head.replace(/\n[ \t]+/g, ' ');
    const header = (key: string) =>
      new RegExp(`^${key}: (.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? '';
    const body = decodeBody(rest.join('\n\n'), header('Content-Transfer-Encoding'));
    return {
      to: header('To'),
      subject: decodeSubject(header('Subject')),
      text: body,
      link: /https?:\/\/\S+/.exec(body)?.[0] ?? null,
    };
  });
}

/** The newest outbox message to `to`, waiting briefly since mail is sent in the background. */
export async function waitForEmail(
  ctx: Pick<TestContext, 'outboxDir'>,
  to: string,
  subjectPart = '',
): Promise<OutboxMessage> {
  for (let i = 0; i < 100; i++) {
    const found = readOutbox(ctx).filter(
      (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subjectPart),
    );
    if (found.length) return found[found.length - 1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no e-mail to ${to} (${subjectPart})`);
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    // Bytes first, then UTF-8: a non-ASCII letter is several =XX escapes.
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeSubject(subject: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2).
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '');
}
