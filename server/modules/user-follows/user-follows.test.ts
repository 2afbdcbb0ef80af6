/**
 * Following members through the real HTTP app: the follow routes and their rules
 * (oneself, unknown members, blocks both ways, idempotency), the profile counts, the feed's
 * "Following" filter with its pages, and the notification when a followed member asks (settings,
 * blocks, the daily cap).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FOLLOWED_MEMBER_DAILY_MAX } from '../../../common/notification-text';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import { signUp, type SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  members: { ana: 'Ana Follows', ben: 'Ben Asks', cy: 'Cy Answers', dee: 'Dee Elsewhere' },
});

const follow = (who: SignedIn, id: number) => t.call(who, 'POST', `/api/users/${id}/follow`);
const unfollow = (who: SignedIn, id: number) => t.call(who, 'DELETE', `/api/users/${id}/follow`);
const profile = async (who: SignedIn, id: number) =>
  (await t.call(who, 'GET', `/api/users/${id}`)).json();
const fresh = () => signUp(t.ctx.app);

interface FeedPage {
  data: { id: number }[];
  pagination: { hasMore: boolean; page: number; snapshot: number };
}
const followingFeed = async (who: SignedIn, query = '') => {
  const res = await t.call(who, 'GET', `/api/requests?following=true${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedPage>();
};
const followedRequestNotes = async (who: SignedIn) =>
  (
    (await t.call(who, 'GET', '/api/notifications')).json().data as {
      type: string;
      requestId: number;
      latestActor: { id: number };
    }[]
  ).filter((g) => g.type === 'followed_member_request');

describe('POST and DELETE /api/users/{id}/follow', () => {
  it('follows and unfollows idempotently, with the counts on both profiles', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const first = await follow(a, b.user.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      userId: b.user.id,
      following: true,
      followerCount: 1,
      followingCount: 0,
    });
    expect((await follow(a, b.user.id)).json()).toMatchObject({
      following: true,
      followerCount: 1,
    });
    expect(await profile(a, b.user.id)).toMatchObject({
      followerCount: 1,
      followingCount: 0,
      viewer: { following: true },
    });
    expect(await profile(b, a.user.id)).toMatchObject({
      followerCount: 0,
      followingCount: 1,
      viewer: { following: false },
    });
    expect(await profile(b, b.user.id)).toMatchObject({
      followerCount: 1,
      viewer: { following: false },
    });

    expect((await unfollow(a, b.user.id)).json()).toEqual({
      userId: b.user.id,
      following: false,
      followerCount: 0,
      followingCount: 0,
    });
    expect((await unfollow(a, b.user.id)).statusCode).toBe(200);
    expect(await profile(a, b.user.id)).toMatchObject({
      followerCount: 0,
      viewer: { following: false },
    });
  });

  it('refuses oneself (400), unknown members (404), bad ids (400) and anonymous callers (401)', async () => {
    const self = await follow(t.ana, t.ana.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: 'cannot_follow_self',
      message: "You can't follow yourself.",
    });
    expect((await unfollow(t.ana, t.ana.user.id)).statusCode).toBe(400);
    expect((await follow(t.ana, 999_999)).json()).toEqual({
      error: 'not_found',
      message: 'Member not found.',
    });
    expect((await unfollow(t.ana, 999_999)).statusCode).toBe(404);
    expect((await follow(t.ana, 0)).statusCode).toBe(400);
    expect((await t.call(null, 'POST', `/api/users/${t.ben.user.id}/follow`)).statusCode).toBe(401);
  });

  it('refuses across a block: 403 for a member you block, 404 for one who blocks you; a block ends follows both ways', async () => {
    const [a, b] = [await fresh(), await fresh()];
    expect((await follow(a, b.user.id)).statusCode).toBe(200);
    expect((await follow(b, a.user.id)).statusCode).toBe(200);
    expect((await t.call(a, 'PUT', `/api/users/${b.user.id}/block`)).statusCode).toBe(200);
    expect(await profile(a, a.user.id)).toMatchObject({ followerCount: 0, followingCount: 0 });

    const blocked = await follow(a, b.user.id);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: 'follow_blocked',
      message: 'Unblock this member to follow them.',
    });
    expect((await follow(b, a.user.id)).json()).toEqual({
      error: 'not_found',
      message: 'Member not found.',
    });

    expect((await t.call(a, 'DELETE', `/api/users/${b.user.id}/block`)).statusCode).toBe(200);
    expect((await follow(a, b.user.id)).statusCode).toBe(200);
  });
});

describe('GET /api/requests?following=true', () => {
  it('lists requests asked or answered by members you follow, paged, and nothing once you unfollow', async () => {
    const viewer = await fresh();
    const asked = [await createRequest(t.ctx, t.ben), await createRequest(t.ctx, t.ben)];
    const answeredOf = await createRequest(t.ctx, t.dee);
    await createResponse(t.ctx, t.cy, answeredOf);
    const unrelated = await createRequest(t.ctx, t.dee);
    expect((await followingFeed(viewer)).data).toEqual([]);

    await follow(viewer, t.ben.user.id);
    await follow(viewer, t.cy.user.id);
    const expected = [answeredOf, ...asked].sort((x, y) => y - x);
    const all = await followingFeed(viewer);
    const ids = all.data.map((r) => r.id);
    expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
    expect(ids).not.toContain(unrelated);
    expect(ids.every((id) => id !== unrelated)).toBe(true);

    // Two per page under page 1's snapshot: the pages add up to the whole list, in order.
    const page1 = await followingFeed(viewer, '&limit=2');
    expect(page1.pagination.hasMore).toBe(true);
    const rest: number[] = [];
    for (let page = 2, more = true; more; page++) {
      const next = await followingFeed(
        viewer,
        `&limit=2&page=${page}&snapshot=${page1.pagination.snapshot}`,
      );
      rest.push(...next.data.map((r) => r.id));
      more = next.pagination.hasMore;
    }
    expect([...page1.data.map((r) => r.id), ...rest]).toEqual(ids);

    const magic = await followingFeed(viewer, '&sort=magic');
    expect(magic.data.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await followingFeed(viewer, '&sort=upvotes')).data.map((r) => r.id).sort()).toEqual(
      [...ids].sort(),
    );

    await unfollow(viewer, t.ben.user.id);
    await unfollow(viewer, t.cy.user.id);
    expect((await followingFeed(viewer)).data).toEqual([]);
    expect((await followingFeed(viewer, '&sort=magic')).data).toEqual([]);
  });

  it('leaves out requests of members the viewer blocks, even when a followed member answered them', async () => {
    const [viewer, asker] = [await fresh(), await fresh()];
    const id = await createRequest(t.ctx, asker);
    await createResponse(t.ctx, t.cy, id);
    await follow(viewer, t.cy.user.id);
    expect((await followingFeed(viewer)).data.map((r) => r.id)).toContain(id);
    await t.call(viewer, 'PUT', `/api/users/${asker.user.id}/block`);
    expect((await followingFeed(viewer)).data.map((r) => r.id)).not.toContain(id);
  });
});

describe('the following feed kept per follower (decision 043)', () => {
  it('follows later answers, hiding and unhiding, overlapping follows and changed times', async () => {
    const { db } = t.ctx.handle;
    const [viewer, one, two, asker] = [await fresh(), await fresh(), await fresh(), await fresh()];
    const ids = async () => (await followingFeed(viewer)).data.map((r) => r.id);
    await follow(viewer, one.user.id);
    await follow(viewer, two.user.id);
    const shared = await createRequest(t.ctx, one);
    const answered = await createRequest(t.ctx, asker);
    const answerId = await createResponse(t.ctx, two, answered);
    await createResponse(t.ctx, two, shared);
    expect(await ids()).toEqual([answered, shared]);

    // A hidden answer no longer explains its request; unhidden, it does again.
    await db.execute(sql`update responses set hidden_at = now() where id = ${answerId}`);
    expect(await ids()).toEqual([shared]);
    await db.execute(sql`update responses set hidden_at = null where id = ${answerId}`);
    expect(await ids()).toEqual([answered, shared]);

    // An older creation time moves the request down the RECENT order.
    await db.execute(
      sql`update requests set created_at = created_at - interval '1 day' where id = ${answered}`,
    );
    expect(await ids()).toEqual([shared, answered]);

    // Unfollowing the asker keeps what the other followed member answered.
    await unfollow(viewer, one.user.id);
    expect(await ids()).toEqual([shared, answered]);
    await unfollow(viewer, two.user.id);
    expect(await ids()).toEqual([]);
    const left = await db.execute(
      sql`select count(*)::int as n from following_feed_items where follower_id = ${viewer.user.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('followed_member_request notifications', () => {
  it('tell followers when a member they follow asks, once, not the ones who turned it off or are blocked', async () => {
    const [asker, follower, muted, blocked] = [
      await fresh(),
      await fresh(),
      await fresh(),
      await fresh(),
    ];
    for (const who of [follower, muted, blocked])
      expect((await follow(who, asker.user.id)).statusCode).toBe(200);
    const off = await t.call(muted, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'followed_member_request', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await t.call(asker, 'PUT', `/api/users/${blocked.user.id}/block`);

    const id = await createRequest(t.ctx, asker);
    const notes = await followedRequestNotes(follower);
    expect(notes).toEqual([
      expect.objectContaining({
        requestId: id,
        latestActor: expect.objectContaining({ id: asker.user.id }),
      }),
    ]);
    expect(await followedRequestNotes(muted)).toEqual([]);
    expect(await followedRequestNotes(blocked)).toEqual([]);
    expect(await followedRequestNotes(asker)).toEqual([]);

    // Read per request: marking the group read clears it.
    const read = await t.call(follower, 'POST', '/api/notifications/read', {
      type: 'followed_member_request',
      requestId: id,
      responseId: null,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await followedRequestNotes(follower))[0]).toMatchObject({ unread: false });
  });

  it(`stop after ${FOLLOWED_MEMBER_DAILY_MAX} a day per follower, across everyone they follow`, async () => {
    const [one, two, follower] = [await fresh(), await fresh(), await fresh()];
    await follow(follower, one.user.id);
    await follow(follower, two.user.id);
    for (let i = 0; i < FOLLOWED_MEMBER_DAILY_MAX - 1; i++) await createRequest(t.ctx, one);
    const last = await createRequest(t.ctx, two);
    const over = await createRequest(t.ctx, two);
    const notes = await followedRequestNotes(follower);
    expect(notes).toHaveLength(FOLLOWED_MEMBER_DAILY_MAX);
    expect(notes.map((n) => n.requestId)).toContain(last);
    expect(notes.map((n) => n.requestId)).not.toContain(over);
  });
});
