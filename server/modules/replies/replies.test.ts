/**
 * Replies under an answer through the real HTTP app: length and trimming, pages and
 * counts, the edit window, delete, blocks both ways, reports and staff hiding, @mentions and who
 * hears of a reply, settings, idempotent POSTs and the write rate limit.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply, ReplyPage } from '../../../common/schemas/replies';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import { signUp, signUpStaff, type SignedIn } from '../../test/harness';

/** The file's write limit per member and minute: above what any member here writes, low enough to reach. */
const REPLY_WRITE_LIMIT = 30;
const t = useTestApp({
  seed: false,
  env: { WRITE_RATE_LIMIT_MAX: String(REPLY_WRITE_LIMIT) },
  members: {
    asker: 'Ada Asker',
    author: 'Ben Author',
    replier: 'Cleo Replier',
    dora: 'Dora Mentioned',
    eve: 'Eve Bystander',
  },
});
const { call } = t;
let staff: SignedIn;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx, 'Sid Staff');
});

/** A fresh answer by `author` to a fresh request by `asker`. */
async function thread(asker = t.asker, author = t.author) {
  const requestId = await createRequest(t.ctx, asker);
  return { requestId, responseId: await createResponse(t.ctx, author, requestId) };
}
const reply = (who: SignedIn, responseId: number, body: string) =>
  call(who, 'POST', `/api/responses/${responseId}/replies`, { body });
async function replied(who: SignedIn, responseId: number, body: string): Promise<Reply> {
  const res = await reply(who, responseId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Reply>();
}
async function threadSeenBy(who: SignedIn, responseId: number, query = ''): Promise<ReplyPage> {
  const res = await call(who, 'GET', `/api/responses/${responseId}/replies${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReplyPage>();
}
/** The "N replies" the answers list gives `who` for the answer. */
async function countSeenBy(who: SignedIn, requestId: number, responseId: number): Promise<number> {
  const res = await call(who, 'GET', `/api/requests/${requestId}/responses`);
  return res.json<{ id: number; replies: number }[]>().find((a) => a.id === responseId)!.replies;
}
const block = async (blocker: SignedIn, blocked: SignedIn) =>
  expect((await call(blocker, 'PUT', `/api/users/${blocked.user.id}/block`)).statusCode).toBe(200);
const unblock = async (blocker: SignedIn, blocked: SignedIn) =>
  expect((await call(blocker, 'DELETE', `/api/users/${blocked.user.id}/block`)).statusCode).toBe(
    200,
  );
/** The reply notifications `who` has about answer `responseId`, as [type, count] of each bell group. */
async function replyBell(who: SignedIn, responseId: number): Promise<[string, number][]> {
  const res = await call(who, 'GET', '/api/notifications');
  return res
    .json<{ data: { type: string; responseId: number | null; count: number }[] }>()
    .data.filter((g) => g.responseId === responseId && g.type.startsWith('reply_'))
    .map((g) => [g.type, g.count]);
}

describe('posting and listing replies', () => {
  it('trims, counts characters as members do, and refuses empty or too long text', async () => {
    const { requestId, responseId } = await thread();
    const first = await replied(t.replier, responseId, '  Which album is that from?  ');
    expect(first).toMatchObject({
      responseId,
      body: 'Which album is that from?',
      user: { id: t.replier.user.id },
      mentions: [],
      editedAt: null,
    });
    // 500 characters in scripts and emoji outside the BMP (two UTF-16 units each) are allowed; 501 are not.
    const fiveHundred = '🎵'.repeat(250) + 'ありがとう'.repeat(50);
    expect((await replied(t.eve, responseId, fiveHundred)).body).toBe(fiveHundred);
    for (const body of ['', '   \n ', '🎵'.repeat(501)]) {
      const refused = await reply(t.eve, responseId, body);
      expect(refused.statusCode, body.slice(0, 10)).toBe(400);
      expect(refused.json().error).toBe('validation_error');
    }
    expect(
      (await call(t.eve, 'POST', `/api/responses/${responseId}/replies`, { body: 42 })).statusCode,
    ).toBe(400);
    expect((await reply(t.eve, 99_999_999, 'Anyone?')).statusCode).toBe(404);
    expect((await reply(null as unknown as SignedIn, responseId, 'Hi')).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/responses/${responseId}/replies`)).statusCode).toBe(401);
    const page = await threadSeenBy(t.asker, responseId);
    expect(page.data.map((r) => r.id)).toEqual([first.id, page.data[1]!.id]);
    expect([page.total, await countSeenBy(t.asker, requestId, responseId)]).toEqual([2, 2]);
  });

  it('pages oldest first with page and limit', async () => {
    const { responseId } = await thread();
    for (let i = 1; i <= 5; i++) await replied(t.eve, responseId, `Reply ${i}`);
    const first = await threadSeenBy(t.replier, responseId, '?limit=2');
    expect([first.data.map((r) => r.body), first.pagination, first.total]).toEqual([
      ['Reply 1', 'Reply 2'],
      { page: 1, hasMore: true },
      5,
    ]);
    const last = await threadSeenBy(t.replier, responseId, '?limit=2&page=3');
    expect([last.data.map((r) => r.body), last.pagination]).toEqual([
      ['Reply 5'],
      { page: 3, hasMore: false },
    ]);
    expect(
      (await call(t.replier, 'GET', `/api/responses/${responseId}/replies?page=0`)).statusCode,
    ).toBe(400);
  });
});

describe('editing and deleting your own reply', () => {
  it('edits within the answers’ window only, and deletes any time; others get 404', async () => {
    const { requestId, responseId } = await thread();
    const mine = await replied(t.replier, responseId, 'First thought');
    const edited = await call(t.replier, 'PATCH', `/api/replies/${mine.id}`, {
      body: ' Better thought ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: mine.id,
      body: 'Better thought',
      editedAt: expect.any(String),
    });
    expect(
      (await call(t.eve, 'PATCH', `/api/replies/${mine.id}`, { body: 'Hijack' })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.replier, 'PATCH', `/api/replies/${mine.id}`, { body: ' ' })).statusCode,
    ).toBe(400);
    await t.ctx.handle.db.execute(
      sql`update response_replies set created_at = now() - interval '16 minutes' where id = ${mine.id}`,
    );
    const late = await call(t.replier, 'PATCH', `/api/replies/${mine.id}`, { body: 'Too late' });
    expect([late.statusCode, late.json().message]).toEqual([
      403,
      'You can only edit within 15 minutes of posting.',
    ]);
    expect((await call(t.eve, 'DELETE', `/api/replies/${mine.id}`)).statusCode).toBe(404);
    expect((await call(t.replier, 'DELETE', `/api/replies/${mine.id}`)).json()).toEqual({
      deleted: true,
      id: mine.id,
    });
    expect((await call(t.replier, 'DELETE', `/api/replies/${mine.id}`)).statusCode).toBe(404);
    expect([
      (await threadSeenBy(t.eve, responseId)).total,
      await countSeenBy(t.eve, requestId, responseId),
    ]).toEqual([0, 0]);
  });
});

describe('blocks', () => {
  it('refuses a reply under the blocker’s answer or request, and leaves replies out both ways with counts to match', async () => {
    const onAsked = await thread(t.asker, t.author);
    const byBlocker = await thread(t.eve, t.asker);
    await replied(t.replier, onAsked.responseId, 'Before the block');
    await replied(t.asker, onAsked.responseId, 'The asker says hi');
    await block(t.asker, t.replier);
    for (const responseId of [onAsked.responseId, byBlocker.responseId]) {
      const refused = await reply(t.replier, responseId, 'Let me in');
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { error: 'forbidden', message: "You can't reply here." },
      ]);
    }
    const bodies = async (who: SignedIn) =>
      (await threadSeenBy(who, onAsked.responseId)).data.map((r) => r.body);
    expect(await bodies(t.asker)).toEqual(['The asker says hi']);
    expect(await bodies(t.replier)).toEqual(['Before the block']);
    expect(await bodies(t.eve)).toEqual(['Before the block', 'The asker says hi']);
    expect(await countSeenBy(t.asker, onAsked.requestId, onAsked.responseId)).toBe(1);
    expect(await countSeenBy(t.eve, onAsked.requestId, onAsked.responseId)).toBe(2);
    await unblock(t.asker, t.replier);
    expect(await replied(t.replier, byBlocker.responseId, 'Back again')).toMatchObject({
      body: 'Back again',
    });
  });
});

describe('reports and staff hiding', () => {
  it('takes reports of replies, and a hidden reply leaves members’ threads and counts while staff still see it', async () => {
    const { requestId, responseId } = await thread();
    const bad = await replied(t.replier, responseId, 'Buy followers at example.com');
    const ok = await replied(t.eve, responseId, 'Great pick');
    const report = (who: SignedIn, targetId: number) =>
      call(who, 'POST', '/api/reports', { targetType: 'reply', targetId, reason: 'spam' });
    expect((await report(t.asker, bad.id)).statusCode).toBe(201);
    expect((await report(t.asker, bad.id)).json().error).toBe('already_reported');
    expect((await report(t.replier, bad.id)).json().error).toBe('cannot_report_self');
    expect((await report(t.asker, 99_999_999)).json()).toEqual({
      error: 'not_found',
      message: 'Reply not found.',
    });
    const queue = (await call(staff, 'GET', '/api/admin/reports')).json<{
      data: { targetType: string; targetId: number; summary: string; href: string }[];
    }>();
    expect(queue.data.find((i) => i.targetType === 'reply' && i.targetId === bad.id)).toMatchObject(
      {
        summary: 'Buy followers at example.com',
        href: `/requests/${requestId}#response-${responseId}`,
      },
    );
    const hide = await call(staff, 'POST', '/api/admin/moderation', {
      action: 'hide',
      targetType: 'reply',
      targetId: bad.id,
    });
    expect(hide.json()).toEqual({ hidden: true, closedReports: 1 });
    for (const member of [t.asker, t.replier]) {
      expect((await threadSeenBy(member, responseId)).data.map((r) => r.id)).toEqual([ok.id]);
      expect(await countSeenBy(member, requestId, responseId)).toBe(1);
    }
    expect(
      (await call(t.replier, 'PATCH', `/api/replies/${bad.id}`, { body: 'Sorry' })).statusCode,
    ).toBe(404);
    // Its author hears why, as for answers.
    const told = (await call(t.replier, 'GET', '/api/notifications')).json<{
      data: { type: string; replyId?: number | null; reason?: string | null }[];
    }>();
    expect(told.data.find((g) => g.type === 'content_hidden')).toMatchObject({
      replyId: bad.id,
      reason: 'spam',
    });
    const staffView = await threadSeenBy(staff, responseId);
    expect(staffView.data.map((r) => [r.id, r.hidden])).toEqual([
      [bad.id, true],
      [ok.id, false],
    ]);
    await call(staff, 'POST', '/api/admin/moderation', {
      action: 'restore',
      targetType: 'reply',
      targetId: bad.id,
    });
    expect((await threadSeenBy(t.asker, responseId)).total).toBe(2);
  });

  it('has no thread under an answer staff hid', async () => {
    const { responseId } = await thread();
    await call(staff, 'POST', '/api/admin/moderation', {
      action: 'hide',
      targetType: 'response',
      targetId: responseId,
    });
    expect((await call(t.eve, 'GET', `/api/responses/${responseId}/replies`)).statusCode).toBe(404);
    expect((await reply(t.eve, responseId, 'Hello?')).statusCode).toBe(404);
  });
});

describe('who hears of a reply, and @mentions', () => {
  it('tells the answer’s author and the asker once per reply, never the replier', async () => {
    const { responseId } = await thread();
    await replied(t.replier, responseId, 'Love it');
    await replied(t.replier, responseId, 'Still love it');
    expect(await replyBell(t.author, responseId)).toEqual([['reply_to_your_response', 2]]);
    expect(await replyBell(t.asker, responseId)).toEqual([['reply_on_your_request', 2]]);
    expect(await replyBell(t.replier, responseId)).toEqual([]);
    // The author replying under their own answer tells only the asker.
    await replied(t.author, responseId, 'Thanks!');
    expect(await replyBell(t.author, responseId)).toEqual([['reply_to_your_response', 2]]);
    expect(await replyBell(t.asker, responseId)).toEqual([['reply_on_your_request', 3]]);
  });

  it('links @slugs of members, notifies each mentioned member once, never oneself, and the author once even if mentioned', async () => {
    const { responseId } = await thread();
    const { dora, author, replier } = t;
    const body = `@${dora.user.slug} and again @${dora.user.slug.toUpperCase()}, ask @${author.user.slug}; me @${replier.user.slug}; nobody @no-such-member; mail x@${dora.user.slug}`;
    const posted = await replied(replier, responseId, body);
    expect(posted.mentions.map((m) => m.slug)).toEqual([
      dora.user.slug,
      author.user.slug,
      replier.user.slug,
    ]);
    expect(posted.mentions[0]).toEqual({
      id: dora.user.id,
      slug: dora.user.slug,
      displayName: 'Dora Mentioned',
    });
    expect((await threadSeenBy(t.eve, responseId)).data[0]!.mentions).toEqual(posted.mentions);
    expect(await replyBell(dora, responseId)).toEqual([['reply_mention', 1]]);
    expect(await replyBell(author, responseId)).toEqual([['reply_to_your_response', 1]]);
    expect(await replyBell(replier, responseId)).toEqual([]);
    const bell = (await call(dora, 'GET', '/api/notifications')).json<{
      data: { type: string; responseId: number }[];
    }>();
    expect(bell.data.find((g) => g.responseId === responseId)).toMatchObject({
      type: 'reply_mention',
    });
  });

  it('notifies at most five mentioned members per reply', async () => {
    const { responseId } = await thread();
    const six = [];
    for (let i = 0; i < 6; i++) six.push(await signUp(t.ctx.app, `Mention Cap ${'ABCDEF'[i]}`));
    await replied(t.eve, responseId, six.map((m) => `@${m.user.slug}`).join(' '));
    const heard = [];
    for (const member of six) heard.push((await replyBell(member, responseId)).length);
    expect(heard).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it('tells nobody across a block, either way, and respects a turned-off type', async () => {
    const { responseId } = await thread();
    const [muted, blocker, blockedByReplier] = [
      await signUp(t.ctx.app, 'Muted Mia'),
      await signUp(t.ctx.app, 'Blocking Bo'),
      await signUp(t.ctx.app, 'Blocked Bea'),
    ];
    await block(blocker, t.replier);
    await block(t.replier, blockedByReplier);
    const off = await call(muted, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'reply_mention', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    await replied(
      t.replier,
      responseId,
      `@${muted.user.slug} @${blocker.user.slug} @${blockedByReplier.user.slug} @${t.dora.user.slug}`,
    );
    expect(await replyBell(muted, responseId)).toEqual([]);
    expect(await replyBell(blocker, responseId)).toEqual([]);
    expect(await replyBell(blockedByReplier, responseId)).toEqual([]);
    expect(await replyBell(t.dora, responseId)).toEqual([['reply_mention', 1]]);
  });

  it('does a POST with an Idempotency-Key once', async () => {
    const { responseId } = await thread();
    const post = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: `/api/responses/${responseId}/replies`,
        payload: { body: 'Only once' },
        headers: { cookie: t.eve.cookie, 'idempotency-key': `reply-${responseId}` },
      });
    const [first, again] = [await post(), await post()];
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([
      201,
      201,
      'true',
    ]);
    expect(again.json().id).toBe(first.json().id);
    expect((await threadSeenBy(t.eve, responseId)).total).toBe(1);
    expect(await replyBell(t.author, responseId)).toEqual([['reply_to_your_response', 1]]);
  });
});

describe('rate limit', () => {
  it('limits reply creation like every write (WRITE_RATE_LIMIT_MAX a minute per member)', async () => {
    const { responseId } = await thread();
    const chatty = await signUp(t.ctx.app, 'Chatty Cat');
    const codes: number[] = [];
    for (let i = 0; i <= REPLY_WRITE_LIMIT; i++)
      codes.push((await reply(chatty, responseId, `Reply ${i}`)).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(REPLY_WRITE_LIMIT);
    expect(codes.at(-1)).toBe(429);
  });
});
