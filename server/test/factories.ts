/**
 * Test factories over the real HTTP app: one `call` helper bound
 * to a test context, and makers of a request and an answer with their parents, through the same
 * routes members use, so a factory never writes a row the app could not.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createTestContext,
  newMember,
  signUp,
  signUpStaff,
  type SignedIn,
  type SignedInStaff,
  type TestContext,
} from './harness';
import type { AppDeps } from '../app-types';
import { eq } from 'drizzle-orm';
import { genres } from '../db/schema/index';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(who, method, url, payload?)`: an injected request as `who` (anonymous when null). */
export function caller(ctx: TestContext) {
  return (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export type Call = ReturnType<typeof caller>;

/** A test file's app and members: the fields are set by its beforeAll, so read them in hooks and tests only. */
export type TestApp<M extends string> = { ctx: TestContext; call: Call } & Record<M, SignedIn>;

/** The staff member a test file signs up first: their display name and, where tests look for it, e-mail. */
export interface StaffOption {
  displayName?: string;
  email?: string;
}

/** `staff` on the test app when the options asked for one. */
type WithStaff<S> = S extends StaffOption ? { staff: SignedInStaff } : unknown;

export interface TestAppOptions<M extends string> {
  /** Configuration overrides (createTestContext's `env`). */
  env?: Record<string, string>;
  /** Seed genres and songs (createTestContext's default); most files pass false. */
  seed?: boolean;
  /** Members to sign up, in order: names with the default display name, or name → display name. */
  members?: readonly M[] | Readonly<Record<M, string>>;
  /** Dependencies to inject (createTestContext's `deps`), e.g. an outbound guard with a test resolver. */
  deps?: Pick<AppDeps, 'outbound'>;
  /** A staff member (two-factor enrolled) to sign up before `members`, as `staff`. */
  staff?: StaffOption;
}

/**
 * The usual set-up of an integration-test file: registers a beforeAll that opens a fresh app and
 * signs up `members` one after another (so their ids follow that order), and an afterAll that
 * closes it. `call` can be taken out at once (`const { call } = t`): it reads the context when called.
 */
export function useTestApp<
  const M extends string = never,
  const S extends StaffOption | undefined = undefined,
>(options: TestAppOptions<M> & { staff?: S } = {}): TestApp<M> & WithStaff<S> {
  const t = { call: (...args: Parameters<Call>) => caller(t.ctx)(...args) } as TestApp<M> & {
    staff?: SignedInStaff;
  };
  const members: [M, string | undefined][] = Array.isArray(options.members)
    ? options.members.map((name: M) => [name, undefined])
    : (Object.entries(options.members ?? {}) as [M, string][]);
  beforeAll(async () => {
    t.ctx = await createTestContext(options.env, { seed: options.seed, deps: options.deps });
    if (options.staff) {
      const input = newMember(options.staff.displayName ?? 'Sam Staff');
      t.staff = await signUpStaff(t.ctx, { ...input, email: options.staff.email ?? input.email });
    }
    for (const [name, displayName] of members)
      (t as Record<M, SignedIn>)[name] = await signUp(t.ctx.app, displayName);
  });
  afterAll(() => t.ctx.close());
  return t as TestApp<M> & WithStaff<S>;
}

/** The id of the seeded genre `name` (read from the table: seeding assigns the ids). */
export async function seededGenreId(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.handle.db
    .select({ id: genres.id })
    .from(genres)
    .where(eq(genres.name, name));
  if (!row) throw new Error(`no genre ${name}`);
  return row.id;
}

let serial = 0;
/** A number not used before in this test process, for unique texts and song ids. */
export const nextSerial = () => ++serial;

/** Posts a text request as `who` and returns its id (expects 201). Text defaults to a unique one. */
export async function createRequest(
  ctx: TestContext,
  who: SignedIn,
  content = `Songs for a rainy Sunday ${nextSerial()}`,
): Promise<number> {
  const res = await caller(ctx)(who, 'POST', '/api/requests', { type: 'text', content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

export interface AnswerOptions {
  comment?: string;
  /** The song's id; unique by default, so answers never collide as duplicates unless asked to. */
  songId?: string;
  /** Song title. */
  name?: string;
  artist?: string;
}

/** Posts an answer with a fresh song as `who` to request `requestId`; the raw reply (any status). */
export function postResponse(
  ctx: TestContext,
  who: SignedIn,
  requestId: number,
  options: AnswerOptions = {},
) {
  const songId = options.songId ?? `song-${nextSerial()}`;
  const songData = {
    id: songId,
    name: options.name ?? `Tune ${serial}`,
    ...(options.artist ? { artist: options.artist } : {}),
  };
  return caller(ctx)(who, 'POST', `/api/requests/${requestId}/responses`, {
    songId,
    songData,
    ...(options.comment === undefined ? {} : { comment: options.comment }),
  });
}

/** Posts an answer (see postResponse) and returns its id (expects 201). */
export async function createResponse(
  ctx: TestContext,
  who: SignedIn,
  requestId: number,
  options: AnswerOptions = {},
): Promise<number> {
  const res = await postResponse(ctx, who, requestId, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
