import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/factories';
import { createTestContext, signUp, type SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: ['alice', 'bob'] });

const post = (who: SignedIn, payload: Record<string, unknown>) =>
  t.call(who, 'POST', '/api/requests', payload);

describe('POST /api/requests', () => {
  it('creates a text request, trimmed, owned by the session user', async () => {
    const res = await post(t.alice, {
      userId: t.alice.user.id,
      type: 'text',
      content: '  Songs for a rainy Sunday  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'text',
      content: 'Songs for a rainy Sunday',
      user: { id: t.alice.user.id },
      responses: 0,
      upvotes: 0,
    });
  });

  it('rejects empty and over-long text with the spec message', async () => {
    const empty = await post(t.alice, { type: 'text', content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter some text for your request.');
    expect((await post(t.alice, { type: 'text', content: 'x'.repeat(240) })).statusCode).toBe(201);
    expect((await post(t.alice, { type: 'text', content: 'x'.repeat(241) })).statusCode).toBe(400);
  });

  it('validates gif and slts requests by type', async () => {
    expect((await post(t.alice, { type: 'gif' })).json().message).toBe(
      'Please select a GIF for your request.',
    );
    expect((await post(t.alice, { type: 'slts' })).json().message).toBe(
      'Please select a song for your request.',
    );
    const slts = await post(t.alice, {
      type: 'slts',
      songData: { id: 'dQw4w9WgXcQ', name: 'Never Gonna Give You Up', artist: 'Rick Astley' },
      content: 'more like this',
    });
    expect(slts.statusCode).toBe(201);
    expect(slts.json()).toMatchObject({ songId: 'dQw4w9WgXcQ', caption: 'more like this' });
  });
});

describe('GET /api/requests', () => {
  it('pages newest first, 20 per page, with {data, pagination}', async () => {
    const fresh = await createTestContext({}, { seed: false });
    try {
      const me = await signUp(fresh.app);
      for (let i = 1; i <= 45; i++) {
        await fresh.app.inject({
          method: 'POST',
          url: '/api/requests',
          headers: { cookie: me.cookie },
          payload: { type: 'text', content: `request ${i}` },
        });
      }
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const res = await fresh.app.inject({
          url: `/api/requests?page=${page}&limit=20&sort=recent`,
          headers: { cookie: me.cookie },
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.pagination).toMatchObject({ page, hasMore: page < 3 });
        seen.push(...body.data.map((r: { content: string }) => r.content));
      }
      expect(seen).toHaveLength(45);
      expect(seen[0]).toBe('request 45');
      expect(seen[44]).toBe('request 1');
      expect(new Set(seen).size).toBe(45);
    } finally {
      await fresh.close();
    }
  }, 60_000); // opens a second database

  it('uses at most 3 SQL queries per page whatever the page size (one for the stored sorts)', async () => {
    for (const sort of ['recent', 'responses', 'upvotes']) {
      for (const limit of [5, 20, 100]) {
        t.ctx.resetQueryCount();
        const res = await t.ctx.app.inject({
          url: `/api/requests?sort=${sort}&limit=${limit}`,
          headers: { cookie: t.bob.cookie },
        });
        expect(res.statusCode).toBe(200);
        // the session lookup + the page (with genres and the viewer's flags); RECENT's default
        // page 1 is read in the session lookup's own statement (decision 057)
        const expected = sort === 'recent' && limit === 20 ? 1 : 2;
        expect(t.ctx.queryCount(), `${sort} limit ${limit}`).toBe(expected);
      }
    }
    for (const limit of [5, 100]) {
      t.ctx.resetQueryCount();
      await t.ctx.app.inject({
        url: `/api/requests?sort=magic&limit=${limit}`,
        headers: { cookie: t.bob.cookie },
      });
      // the session lookup + candidates + the page's genres + the viewer's flags
      expect(t.ctx.queryCount(), `magic limit ${limit}`).toBeLessThanOrEqual(4);
    }
  });

  it('answers 404 for an unknown request and 400 for a bad id', async () => {
    expect(
      (await t.ctx.app.inject({ url: '/api/requests/999999', headers: { cookie: t.bob.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.ctx.app.inject({ url: '/api/requests/abc', headers: { cookie: t.bob.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('responses', () => {
  const song = { id: 'fJ9rUzIMcZQ', name: 'Bohemian Rhapsody', artist: 'Queen' };

  it('recommends a song, counts it on the request, and refuses the same song twice with 409', async () => {
    const created = (await post(t.alice, { type: 'text', content: 'epic rock' })).json();
    const url = `/api/requests/${created.id}/responses`;
    const first = await t.ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: t.bob.cookie },
      payload: { userId: t.bob.user.id, songId: song.id, songData: song, comment: ' Classic ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      songId: song.id,
      comment: 'Classic',
      user: { id: t.bob.user.id, displayName: t.bob.user.displayName },
    });

    const dup = await t.ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: t.alice.cookie },
      payload: { songId: song.id, songData: song },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error: 'duplicate_recommendation',
      duplicateResponseId: first.json().id,
      duplicateUserId: t.bob.user.id,
    });
    expect(dup.json().message).toContain(t.bob.user.displayName);

    const detail = (await t.call(t.bob, 'GET', `/api/requests/${created.id}`)).json();
    expect(detail.responses).toBe(1);
    expect(detail.userHasResponded).toBe(true);
    const list = (await t.ctx.app.inject({ url, headers: { cookie: t.alice.cookie } })).json();
    expect(list).toHaveLength(1);
    expect(list[0].songData.name).toBe('Bohemian Rhapsody');
  });

  it('keeps the counter equal to the rows under concurrent duplicate submissions', async () => {
    const created = (await post(t.alice, { type: 'text', content: 'race' })).json();
    const url = `/api/requests/${created.id}/responses`;
    const results = await Promise.all(
      [t.alice, t.bob, t.alice, t.bob].map((who) =>
        t.ctx.app.inject({
          method: 'POST',
          url,
          headers: { cookie: who.cookie },
          payload: { songId: song.id, songData: song },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const detail = (await t.call(t.bob, 'GET', `/api/requests/${created.id}`)).json();
    expect(detail.responses).toBe(1);
  });

  it('limits comments to 240 characters and answers 404 for unknown requests', async () => {
    const created = (await post(t.alice, { type: 'text', content: 'long comments' })).json();
    const tooLong = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/requests/${created.id}/responses`,
      headers: { cookie: t.bob.cookie },
      payload: { songId: 'x1', songData: { id: 'x1' }, comment: 'c'.repeat(241) },
    });
    expect(tooLong.statusCode).toBe(400);
    const missing = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/requests/999999/responses`,
      headers: { cookie: t.bob.cookie },
      payload: { songId: 'x1', songData: { id: 'x1' } },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/users/{id}/requests', () => {
  it("lists only that member's requests, newest first", async () => {
    await post(t.bob, { type: 'text', content: 'bob one' });
    await post(t.bob, { type: 'text', content: 'bob two' });
    const res = await t.ctx.app.inject({
      url: `/api/users/${t.bob.user.id}/requests`,
      headers: { cookie: t.alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { content: string }) => r.content)).toEqual(['bob two', 'bob one']);
    expect(body.data.every((r: { user: { id: number } }) => r.user.id === t.bob.user.id)).toBe(
      true,
    );
    expect(body.pagination).toMatchObject({ page: 1, hasMore: false });
  });
});
