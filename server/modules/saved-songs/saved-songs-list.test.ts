import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSongs } from '../../db/schema/index';
import { useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: ['alice', 'bob', 'carol'] });

async function createRequest(who: SignedIn, content: string) {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: { cookie: who.cookie },
    payload: { type: 'text', content },
  });
  return res.json() as { id: number };
}
async function recommend(who: SignedIn, requestId: number, songId: string, comment?: string) {
  const song = {
    id: songId,
    name: `Song ${songId}`,
    artist: 'Artist',
    thumbnail: `https://i.ytimg.com/vi/${songId}/hqdefault.jpg`,
  };
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: `/api/requests/${requestId}/responses`,
    headers: { cookie: who.cookie },
    payload: { songId, songData: song, comment },
  });
  return res.json() as { id: number };
}
/** Saves with an explicit time so the order is certain. */
async function save(who: SignedIn, responseId: number, requestId: number, at: string) {
  const rows = await t.ctx.handle.db
    .insert(savedSongs)
    .values({ userId: who.user.id, responseId, requestId, createdAt: new Date(at) })
    .returning();
  return rows[0]!.id;
}

const list = (who: SignedIn | null, id: number, query = '') =>
  t.ctx.app.inject({
    url: `/api/users/${id}/saved-songs${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });

describe('GET /api/users/{id}/saved-songs', () => {
  it('answers an empty list before anything is saved', async () => {
    const res = await list(t.carol, t.carol.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('groups saved songs by request, most recent save first, with the spec fields', async () => {
    const r1 = await createRequest(t.bob, 'rainy day');
    const r2 = await createRequest(t.carol, 'road trip');
    const a = await recommend(t.carol, r1.id, 'aaaaaaaaaa1', 'so good');
    const b = await recommend(t.alice, r1.id, 'bbbbbbbbbb2');
    const c = await recommend(t.bob, r2.id, 'cccccccccc3', 'drive');
    const sA = await save(t.alice, a.id, r1.id, '2024-01-01T10:00:00Z');
    const sC = await save(t.alice, c.id, r2.id, '2024-01-02T10:00:00Z');
    const sB = await save(t.alice, b.id, r1.id, '2024-01-03T10:00:00Z');
    await save(t.bob, c.id, r2.id, '2024-01-04T10:00:00Z'); // someone else's save never shows

    const res = await list(t.alice, t.alice.user.id, `?userId=${t.alice.user.id}`);
    expect(res.statusCode).toBe(200);
    const groups = res.json();
    expect(groups.map((g: { request: { id: number } }) => g.request.id)).toEqual([r1.id, r2.id]);
    expect(groups[0].request).toEqual({
      id: r1.id,
      type: 'text',
      content: 'rainy day',
      gifUrl: null,
      songData: null,
      responses: 2,
      user: {
        id: t.bob.user.id,
        displayName: t.bob.user.displayName,
        slug: t.bob.user.slug,
        profilePicture: null,
      },
    });
    expect(groups[0].songs.map((s: { savedId: number }) => s.savedId)).toEqual([sB, sA]);
    expect(groups[0].songs[1]).toMatchObject({
      savedId: sA,
      savedAt: '2024-01-01T10:00:00.000Z',
      response: {
        id: a.id,
        comment: 'so good',
        songData: { id: 'aaaaaaaaaa1', name: 'Song aaaaaaaaaa1' },
        user: { id: t.carol.user.id },
      },
    });
    expect(groups[1].songs).toHaveLength(1);
    expect(groups[1].songs[0]).toMatchObject({
      savedId: sC,
      response: { id: c.id, user: { id: t.bob.user.id } },
    });
    expect(res.body).not.toContain('@example.com');
  });

  it("shows a song-request's song, the operator's derived title and artist, and the answer's counters", async () => {
    const asked = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: t.bob.cookie },
      payload: {
        type: 'slts',
        songData: { id: 'dQw4w9WgXcQ', name: 'Never Gonna Give You Up', artist: 'Rick Astley' },
        content: 'more like this',
      },
    });
    const requestId = (asked.json() as { id: number }).id;
    const answer = await recommend(t.carol, requestId, 'dddddddddd4', 'try this');
    await t.ctx.handle.db.execute(
      sql`update responses set derived_title = 'Cleaned Title', upvotes = 3 where id = ${answer.id}`,
    );
    await save(t.alice, answer.id, requestId, '2024-02-01T10:00:00Z');

    const groups = (await list(t.alice, t.alice.user.id)).json();
    const group = groups.find((g: { request: { id: number } }) => g.request.id === requestId);
    expect(group.request).toMatchObject({
      type: 'slts',
      content: 'more like this',
      songData: { id: 'dQw4w9WgXcQ', name: 'Never Gonna Give You Up' },
    });
    expect(group.songs[0].response).toMatchObject({
      id: answer.id,
      requestId,
      comment: 'try this',
      upvotes: 3,
      saves: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      songData: {
        id: 'dddddddddd4',
        name: 'Cleaned Title',
        derivedTitle: 'Cleaned Title',
        artist: 'Artist',
      },
      user: {
        id: t.carol.user.id,
        displayName: t.carol.user.displayName,
        slug: t.carol.user.slug,
        profilePicture: null,
      },
    });
    expect(group.songs[0].response.songData).not.toHaveProperty('derivedArtist');
  });

  it('uses one query beyond the session lookup, however many songs are saved', async () => {
    t.ctx.resetQueryCount();
    await list(t.alice, t.alice.user.id);
    expect(t.ctx.queryCount()).toBeLessThanOrEqual(2);
  });

  it("answers 401 without a session and 403 for another member's list", async () => {
    expect((await list(null, t.alice.user.id)).statusCode).toBe(401);
    const other = await list(t.bob, t.alice.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('forbidden');
    expect((await list(t.alice, t.alice.user.id, `?userId=${t.bob.user.id}`)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed id and 403 (not 404) for an unknown one', async () => {
    expect((await list(t.alice, 0)).statusCode).toBe(400);
    expect(
      (
        await t.ctx.app.inject({
          url: '/api/users/abc/saved-songs',
          headers: { cookie: t.alice.cookie },
        })
      ).statusCode,
    ).toBe(400);
    // Another member's id, existing or not, is refused alike: the list never says who exists.
    expect((await list(t.alice, 999999)).statusCode).toBe(403);
  });
});
