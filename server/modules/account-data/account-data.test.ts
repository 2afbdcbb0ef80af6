/** "Your data" through the real HTTP app (issue 11): streamed export, and deletion keeping counters equal to rows. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, newMember, signUp, type SignedIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

const song = (id: string) => ({ id, name: `Song ${id}`, artist: 'Artist' });

async function post(cookie: string, url: string, payload: object) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A member with a request, an answer on someone else's request, an upvote, a save, a play and feedback. */
async function activeMember(other: SignedIn) {
  const input = newMember('Dana Delete');
  const me = await signUp(ctx.app, input);
  const otherRequest = await post(other.cookie, '/api/requests', { userId: other.user.id, type: 'text', content: 'Songs for rain' });
  const myRequest = await post(me.cookie, '/api/requests', { userId: me.user.id, type: 'text', content: 'Songs for a long drive' });
  const myAnswer = await post(me.cookie, `/api/requests/${otherRequest.id}/responses`, {
    userId: me.user.id,
    songId: 'dQw4w9WgXcQ',
    songData: song('dQw4w9WgXcQ'),
    comment: 'Perfect for rain',
  });
  const theirAnswer = await post(other.cookie, `/api/requests/${myRequest.id}/responses`, {
    userId: other.user.id,
    songId: 'abcdefghijk',
    songData: song('abcdefghijk'),
    comment: 'Drive on',
  });
  await post(me.cookie, `/api/requests/${otherRequest.id}/upvote`, { userId: me.user.id });
  await post(me.cookie, `/api/responses/${theirAnswer.id}/upvote`, { userId: me.user.id });
  await post(me.cookie, `/api/responses/${theirAnswer.id}/save`, { userId: me.user.id });
  await post(me.cookie, `/api/responses/${theirAnswer.id}/play`, {});
  await post(me.cookie, '/api/feedback', { userId: me.user.id, type: 'feedback', comment: 'Lovely app' });
  return { input, me, otherRequest, myRequest, myAnswer, theirAnswer };
}

/** Every counter equals its rows, across the whole database. */
async function countersMatchRows() {
  const res = await ctx.handle.db.execute(sql`
    select
      (select count(*) from requests r where r.upvotes <> (select count(*) from upvoted_requests u where u.request_id = r.id)
         or r.responses <> (select count(*) from responses s where s.request_id = r.id))::int as bad_requests,
      (select count(*) from responses s where s.upvotes <> (select count(*) from upvoted_responses u where u.response_id = s.id)
         or s.saves <> (select count(*) from saved_songs v where v.response_id = s.id)
         or s.plays <> (select count(*) from response_plays p where p.response_id = s.id)
         or s.cosigns <> (select count(*) from response_cosigns c where c.response_id = s.id))::int as bad_responses`);
  return (res as unknown as { rows: { bad_requests: number; bad_responses: number }[] }).rows[0];
}

describe('GET /api/account/export', () => {
  it('downloads the member’s own data as one JSON attachment', async () => {
    const other = await signUp(ctx.app, newMember('Otto Other'));
    const { me, myRequest, myAnswer, theirAnswer } = await activeMember(other);
    const res = await ctx.app.inject({ url: '/api/account/export', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="hearsay-data-.*\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(data.requests.map((r: { id: number }) => r.id)).toEqual([myRequest.id]);
    expect(data.responses).toMatchObject([{ id: myAnswer.id, comment: 'Perfect for rain', songData: { id: 'dQw4w9WgXcQ' } }]);
    expect(data.upvotedResponses).toMatchObject([{ responseId: theirAnswer.id }]);
    expect(data.saves).toMatchObject([{ responseId: theirAnswer.id }]);
    expect(data.plays).toHaveLength(1);
    expect(data.feedback).toMatchObject([{ comment: 'Lovely app' }]);
    // Nothing of the other member.
    expect(JSON.stringify(data)).not.toContain(other.user.email);
    expect((await ctx.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it('needs the password', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/delete', payload: { password: 'not-my-password' }, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('wrong_password');
  });

  it('removes personal data and sessions at once, credits posts to "Deleted account", keeps feedback text and counters equal to rows', async () => {
    const other = await signUp(ctx.app, newMember('Otto Other'));
    const { input, me, myRequest, myAnswer, theirAnswer } = await activeMember(other);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/delete', payload: { password: input.password }, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } })).statusCode).toBe(401);

    const request = (await ctx.app.inject({ url: `/api/requests/${myRequest.id}`, headers: { cookie: other.cookie } })).json();
    expect(JSON.stringify(request)).toContain('Deleted account');
    const rows = await ctx.handle.db.execute(
      sql`select u.display_name, s.upvotes, s.saves, s.plays from responses s join users u on u.id = s.user_id where s.id in (${myAnswer.id}, ${theirAnswer.id}) order by s.id`,
    );
    const [mine, theirs] = (rows as unknown as { rows: { display_name: string; upvotes: number; saves: number; plays: number }[] }).rows;
    expect(mine!.display_name).toBe('Deleted account');
    expect(theirs).toMatchObject({ upvotes: 0, saves: 0, plays: 0 });
    const fb = await ctx.handle.db.execute(sql`select user_id, comment from feedback where comment = 'Lovely app'`);
    expect((fb as unknown as { rows: unknown[] }).rows).toContainEqual({ user_id: null, comment: 'Lovely app' });
    const left = await ctx.handle.db.execute(sql`select count(*)::int as n from users where email = ${input.email}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await countersMatchRows()).toEqual({ bad_requests: 0, bad_responses: 0 });
  });

  it('removes the member’s requests and answers when asked, adjusting other requests’ counters', async () => {
    const other = await signUp(ctx.app, newMember('Otto Other'));
    const { input, me, otherRequest, myRequest } = await activeMember(other);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: input.password, removeContent: true },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/requests/${myRequest.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const theirs = (await ctx.app.inject({ url: `/api/requests/${otherRequest.id}`, headers: { cookie: other.cookie } })).json();
    expect(theirs).toMatchObject({ responses: 0, upvotes: 0 });
    expect(await countersMatchRows()).toEqual({ bad_requests: 0, bad_responses: 0 });
  });
});
