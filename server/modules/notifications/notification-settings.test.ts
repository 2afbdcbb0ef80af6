/**
 * Genre watches and per-type notification settings through the real HTTP app: a new
 * request in a watched genre notifies (once per request, at most 3 a day, grouped per genre, never
 * the asker, not across a block), the 10-genre cap, and turned-off types stay quiet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genres } from '../../db/schema/index';
import { caller, createRequest, createResponse } from '../../test/factories';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let ids: Record<string, number>;
let asker: SignedIn;
let watcher: SignedIn;
const names = [
  'Jazz',
  'Blues',
  'Soul',
  'Funk',
  'Disco',
  'House',
  'Techno',
  'Ambient',
  'Folk',
  'Punk',
  'Metal',
];

beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
  const rows = await ctx.handle.db
    .insert(genres)
    .values(
      [...names, '__no_genre_detected__'].map((name) => ({
        name,
        slug: name.toLowerCase().replace(/\W+/g, '-'),
        searchName: name.toLowerCase(),
      })),
    )
    .returning({ id: genres.id, name: genres.name });
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  asker = await signUp(ctx.app, 'Ana Asks');
  watcher = await signUp(ctx.app, 'Wes Watches');
});
afterAll(() => ctx.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx)(...args);

/** Posts a text request and tags it with `genreNames` (as its asker does after posting). */
async function askIn(who: SignedIn, ...genreNames: string[]): Promise<number> {
  const id = await createRequest(ctx, who);
  const tagged = await call(who, 'POST', `/api/requests/${id}/genres`, {
    userId: who.user.id,
    genreIds: genreNames.map((n) => ids[n]!),
  });
  expect(tagged.statusCode).toBe(200);
  return id;
}

interface Group {
  type: string;
  requestId: number;
  responseId: number | null;
  genre: { id: number; name: string } | null;
  count: number;
  unread: boolean;
}
const watchedGroups = async (who: SignedIn) =>
  ((await call(who, 'GET', '/api/notifications')).json().data as Group[]).filter(
    (g) => g.type === 'watched_genre_request',
  );

describe('settings', () => {
  it('start with every type on and no watched genre; a PUT turns types off and replaces the genres', async () => {
    const member = await signUp(ctx.app);
    const initial = (await call(member, 'GET', '/api/notifications/settings')).json();
    expect(initial.watchedGenres).toEqual([]);
    expect(initial.preferences.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
    expect(initial.preferences.map((p: { type: string }) => p.type)).toContain(
      'watched_genre_request',
    );

    const put = await call(member, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'response_saved', enabled: false }],
      watchedGenreIds: [ids.Soul, ids.Funk, ids.Soul],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().watchedGenres).toEqual([
      { id: ids.Funk, name: 'Funk' },
      { id: ids.Soul, name: 'Soul' },
    ]);
    expect(
      put.json().preferences.find((p: { type: string }) => p.type === 'response_saved').enabled,
    ).toBe(false);
    // Only what the body names changes.
    const again = (
      await call(member, 'PUT', '/api/notifications/settings', {
        preferences: [{ type: 'response_upvoted', enabled: false }],
      })
    ).json();
    expect(again.watchedGenres).toHaveLength(2);
    expect(
      again.preferences
        .filter((p: { enabled: boolean }) => !p.enabled)
        .map((p: { type: string }) => p.type)
        .sort(),
    ).toEqual(['response_saved', 'response_upvoted']);
  });

  it('refuse more than 10 genres, unknown or hidden ones, unknown keys and anonymous callers', async () => {
    const member = await signUp(ctx.app);
    const eleven = names.map((n) => ids[n]!);
    const tooMany = await call(member, 'PUT', '/api/notifications/settings', {
      watchedGenreIds: eleven,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      error: 'too_many_genres',
      message: 'You can watch at most 10 genres',
    });
    const hidden = await call(member, 'PUT', '/api/notifications/settings', {
      watchedGenreIds: [ids.__no_genre_detected__],
    });
    expect(hidden.json().error).toBe('unknown_genre');
    expect(
      (await call(member, 'PUT', '/api/notifications/settings', { watched: [1] })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(member, 'PUT', '/api/notifications/settings', {
          preferences: [{ type: 'nope', enabled: true }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(member, 'GET', '/api/notifications/settings')).json().watchedGenres).toEqual(
      [],
    );
    expect((await ctx.app.inject({ url: '/api/notifications/settings' })).statusCode).toBe(401);
  });
});

describe('watched genres', () => {
  it('notify once per request, at most 3 a day, grouped per genre; never the asker', async () => {
    await call(watcher, 'PUT', '/api/notifications/settings', {
      watchedGenreIds: [ids.Jazz, ids.Blues],
    });
    const first = await askIn(asker, 'Jazz', 'Blues');
    expect(await watchedGroups(watcher)).toEqual([
      expect.objectContaining({
        requestId: first,
        responseId: null,
        genre: { id: ids.Jazz, name: 'Jazz' },
        count: 1,
        unread: true,
      }),
    ]);
    // Re-tagging the same request does not notify again.
    await call(asker, 'POST', `/api/requests/${first}/genres`, {
      userId: asker.user.id,
      genreIds: [ids.Blues],
    });
    await askIn(asker, 'Jazz');
    const third = await askIn(asker, 'Blues');
    await askIn(asker, 'Jazz'); // the fourth within a day: quiet

    const groups = await watchedGroups(watcher);
    expect(groups.map((g) => [g.genre!.name, g.count])).toEqual([
      ['Blues', 1],
      ['Jazz', 2],
    ]);
    expect(groups[0]!.requestId).toBe(third);
    // The asker watching their own genre hears nothing of their own requests.
    await call(asker, 'PUT', '/api/notifications/settings', { watchedGenreIds: [ids.Jazz] });
    await askIn(asker, 'Jazz');
    expect(await watchedGroups(asker)).toEqual([]);

    // Marking a genre group read marks that genre only.
    const unreadBefore = (await call(watcher, 'GET', '/api/notifications/unread-count')).json()
      .unread as number;
    const jazz = groups.find((g) => g.genre!.name === 'Jazz')!;
    const read = await call(watcher, 'POST', '/api/notifications/read', {
      type: jazz.type,
      requestId: jazz.requestId,
      responseId: null,
      genreId: jazz.genre!.id,
    });
    expect(read.json()).toEqual({ unread: unreadBefore - 1 });
    expect((await watchedGroups(watcher)).map((g) => [g.genre!.name, g.unread])).toEqual([
      ['Blues', true],
      ['Jazz', false],
    ]);
  });

  it('stay quiet across a block and when the type is turned off', async () => {
    const member = await signUp(ctx.app);
    const blocked = await signUp(ctx.app);
    await call(member, 'PUT', '/api/notifications/settings', { watchedGenreIds: [ids.Folk] });
    expect((await call(member, 'PUT', `/api/users/${blocked.user.id}/block`)).statusCode).toBe(200);
    await askIn(blocked, 'Folk');
    expect(await watchedGroups(member)).toEqual([]);

    await call(member, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'watched_genre_request', enabled: false }],
    });
    const other = await signUp(ctx.app);
    await askIn(other, 'Folk');
    expect(await watchedGroups(member)).toEqual([]);
    await call(member, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'watched_genre_request', enabled: true }],
    });
    await askIn(other, 'Folk');
    expect(await watchedGroups(member)).toHaveLength(1);
  });

  it('a turned-off answer type stays quiet while the others still arrive', async () => {
    const recommender = await signUp(ctx.app);
    const fan = await signUp(ctx.app);
    await call(recommender, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'response_upvoted', enabled: false }],
    });
    const requestId = await askIn(asker, 'Punk');
    const responseId = await createResponse(ctx, recommender, requestId);
    await call(fan, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });
    await call(fan, 'POST', `/api/responses/${responseId}/save`, {});
    const types = (
      (await call(recommender, 'GET', '/api/notifications')).json().data as Group[]
    ).map((g) => g.type);
    expect(types).toEqual(['response_saved']);
  });
});
