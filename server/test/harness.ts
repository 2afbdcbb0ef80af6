/**
 * Integration-test harness: a real app on a real database. PGlite in memory by default; when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database per test file, dropped afterwards.
 * Counts SQL statements so tests can assert query budgets.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { users } from '../db/schema/index';
import { eq } from 'drizzle-orm';
import { createSongProvider } from '../providers/songs/index';
import type { SessionUser } from '../../common/schemas';

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  config: Config;
  /** SQL statements run since the last `resetQueryCount()`. */
  queryCount(): number;
  resetQueryCount(): void;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hearsay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Opens a migrated, seeded database and an app on it. `env` overrides configuration. */
export async function createTestContext(env: Record<string, string> = {}, options: { seed?: boolean } = {}): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests sign up and write far faster than people: limits high unless a test sets its own.
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_RATE_LIMIT_HOURLY_MAX: '100000',
    SIGNUP_RATE_LIMIT_MAX: '100000',
    SIGNIN_FAILURES_MAX: '100000',
    GLOBAL_RATE_LIMIT_ANONYMOUS: '1000000',
    GLOBAL_RATE_LIMIT_MEMBER: '1000000',
    WRITE_RATE_LIMIT_MAX: '1000',
    ACTION_RATE_LIMIT_SCALE: '1000',
    SONG_SEARCH_DAILY_MAX: '1000000',
    GIF_SEARCH_DAILY_MAX: '1000000',
    CLIENT_DIST: '/nonexistent',
    ...env,
  });
  let queries = 0;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const handle = await openDatabase({ databaseUrl: pgDb?.url, onQuery: () => queries++ });
  await handle.migrate();
  if (options.seed !== false) await seedDatabase(handle.db);
  const app = await buildApp({ db: handle.db, config, songs: createSongProvider(config, handle.db) }, { logger: false });
  await app.ready();
  return {
    app,
    handle,
    config,
    queryCount: () => queries,
    resetQueryCount: () => {
      queries = 0;
    },
    close: async () => {
      await app.close();
      await handle.close();
      await pgDb?.drop();
    },
  };
}

let counter = 0;
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

/** Registers a member through the API and returns the user and a Cookie header value. */
export async function signUp(app: App, input = newMember()): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'hearsay_session');
  if (!setCookie) throw new Error('no session cookie');
  return { user: res.json(), cookie: `hearsay_session=${setCookie.value}` };
}

/**
 * Registers a member and makes them staff (or admin) directly in the database, then signs them in
 * again so the session carries the role. The one way tests get a staff session: when staff sign-in
 * gains more steps (e-mail verification, two-factor), only this function changes.
 */
export async function signUpStaff(
  ctx: Pick<TestContext, 'app' | 'handle'>,
  input = newMember('Test Staff'),
  role: 'staff' | 'admin' = 'staff',
): Promise<SignedIn> {
  await signUp(ctx.app, input);
  await ctx.handle.db.update(users).set({ role }).where(eq(users.email, input.email.toLowerCase()));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: input.email, password: input.password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'hearsay_session');
  if (!setCookie) throw new Error('no session cookie');
  return { user: res.json(), cookie: `hearsay_session=${setCookie.value}` };
}
