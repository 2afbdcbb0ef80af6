import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  newMember,
  signUp,
  signUpStaff,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { useTestApp } from '../../test/factories';

const STAFF_EMAIL = 'feedback-staff@example.com';
const t = useTestApp({
  seed: false,
  staff: { email: STAFF_EMAIL },
  members: { member: 'Mia Member' },
});

const submit = (who: SignedIn | null, payload: Record<string, unknown>) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: who ? { cookie: who.cookie } : {},
    payload,
  });
const get = (who: SignedIn | null, url: string) =>
  t.ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const patch = (who: SignedIn | null, url: string, payload: Record<string, unknown>) =>
  t.ctx.app.inject({ method: 'PATCH', url, headers: who ? { cookie: who.cookie } : {}, payload });

describe('POST /api/feedback', () => {
  it('stores the type, trimmed comment and screen of the session member, unread and medium', async () => {
    const res = await submit(t.member, {
      type: 'bug',
      comment: '  The play button does nothing  ',
      screen: '/requests/12',
      userId: t.member.user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'bug',
      comment: 'The play button does nothing',
      screen: '/requests/12',
      status: 'unread',
      priority: 'medium',
      user: { id: t.member.user.id, displayName: 'Mia Member', email: t.member.user.email },
    });
  });

  it('requires a session (401) and refuses acting as someone else (403)', async () => {
    expect((await submit(null, { type: 'bug', comment: 'x', screen: '/' })).statusCode).toBe(401);
    const other = await submit(t.member, {
      type: 'bug',
      comment: 'x',
      screen: '/',
      userId: t.staff.user.id,
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 400 with the spec text when the type or the comment is missing or blank', async () => {
    const who = await signUp(t.ctx.app);
    for (const payload of [
      { comment: 'hello' },
      { type: 'feedback' },
      { type: 'feedback', comment: '   ' },
      { type: null, comment: 'x' },
    ]) {
      const res = await submit(who, { screen: '/', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message: 'Both feedback type and comment are required.',
      });
    }
  });

  it('rejects unknown types and comments over 1000 characters with 400', async () => {
    const who = await signUp(t.ctx.app);
    expect((await submit(who, { type: 'praise', comment: 'x', screen: '/' })).statusCode).toBe(400);
    const tooLong = await submit(who, { type: 'feedback', comment: 'c'.repeat(1001), screen: '/' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('1000');
    expect(
      (await submit(who, { type: 'feedback', comment: 'c'.repeat(1000), screen: '/' })).statusCode,
    ).toBe(201);
  });

  it('allows 5 submissions per member per 10 minutes, then 429 with a message and Retry-After', async () => {
    const who = await signUp(t.ctx.app);
    for (let i = 1; i <= 5; i++)
      expect(
        (await submit(who, { type: 'feedback', comment: `note ${i}`, screen: '/' })).statusCode,
      ).toBe(201);
    const sixth = await submit(who, { type: 'feedback', comment: 'note 6', screen: '/' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('rate_limited');
    expect(sixth.json().message).toMatch(/try again in 10 minutes/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(500);
    // The limit is per member: someone else may still send feedback.
    expect(
      (await submit(await signUp(t.ctx.app), { type: 'bug', comment: 'mine', screen: '/' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('GET /api/feedback and triage', () => {
  let ids: Record<string, number>;
  let fresh: TestContext;
  let boss: SignedIn;
  beforeAll(async () => {
    fresh = await createTestContext({ STAFF_EMAILS: 'boss@example.com' }, { seed: false });
    boss = await signUpStaff(fresh, { ...newMember('Bo Boss'), email: 'boss@example.com' });
    const a = await signUp(fresh.app, 'Ann Author');
    ids = {};
    for (const [name, type] of [
      ['first', 'bug'],
      ['second', 'feedback'],
      ['third', 'problem_user'],
      ['fourth', 'bug'],
    ] as const) {
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: a.cookie },
        payload: { type, comment: name, screen: `/${name}` },
      });
      ids[name] = res.json().id;
    }
  });
  afterAll(() => fresh.close());
  const list = async (query: string) => {
    const res = await fresh.app.inject({
      url: `/api/feedback${query}`,
      headers: { cookie: boss.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { comment: string; user: { displayName: string; email: string } }[];
      pagination: { page: number; hasMore: boolean };
    };
  };
  const setField = (id: number, field: 'status' | 'priority', value: string) =>
    fresh.app.inject({
      method: 'PATCH',
      url: `/api/feedback/${id}/${field}`,
      headers: { cookie: boss.cookie },
      payload: { [field]: value },
    });

  it('lists newest first by default with the submitter name and email', async () => {
    const body = await list('');
    expect(body.data.map((f) => f.comment)).toEqual(['fourth', 'third', 'second', 'first']);
    expect(body.data[0]!.user).toMatchObject({ displayName: 'Ann Author' });
    expect(body.data[0]!.user.email).toMatch(/@example\.com$/);
    expect(body.pagination).toEqual({ page: 1, hasMore: false });
    expect((await list('?sortBy=oldest')).data.map((f) => f.comment)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
    ]);
  });

  it('filters by status, type and priority; "all" omits a filter', async () => {
    expect((await setField(ids.second!, 'status', 'in-progress')).json()).toMatchObject({
      id: ids.second,
      status: 'in-progress',
    });
    expect((await setField(ids.third!, 'priority', 'critical')).json()).toMatchObject({
      id: ids.third,
      priority: 'critical',
    });
    await setField(ids.first!, 'priority', 'low');
    await setField(ids.fourth!, 'priority', 'high');

    expect((await list('?type=bug')).data.map((f) => f.comment)).toEqual(['fourth', 'first']);
    expect((await list('?status=in-progress')).data.map((f) => f.comment)).toEqual(['second']);
    expect((await list('?priority=critical&type=problem_user')).data.map((f) => f.comment)).toEqual(
      ['third'],
    );
    expect((await list('?status=all&type=all&priority=all')).data).toHaveLength(4);
    expect((await list('?status=fixed')).data).toEqual([]);
  });

  it('sorts by priority: critical, high, medium, low', async () => {
    expect((await list('?sortBy=priority')).data.map((f) => f.comment)).toEqual([
      'third',
      'fourth',
      'second',
      'first',
    ]);
  });

  it('pages with limit and hasMore', async () => {
    const first = await list('?limit=3');
    expect(first.data).toHaveLength(3);
    expect(first.pagination).toEqual({ page: 1, hasMore: true });
    const second = await list('?limit=3&page=2');
    expect(second.data.map((f) => f.comment)).toEqual(['first']);
    expect(second.pagination.hasMore).toBe(false);
  });

  it('lets any status follow any other and keeps the change', async () => {
    for (const status of ['fixed', 'unread', 'tabled', 'in-progress']) {
      expect((await setField(ids.first!, 'status', status)).statusCode).toBe(200);
    }
    const again = (await list('?status=in-progress')).data.map((f) => f.comment);
    expect(again).toContain('first');
  });

  it('answers 400 for values outside the enums, bad filters and bad ids, 404 for unknown ids', async () => {
    expect((await setField(ids.first!, 'status', 'done')).statusCode).toBe(400);
    expect((await setField(ids.first!, 'priority', 'urgent')).statusCode).toBe(400);
    expect(
      (
        await fresh.app.inject({
          url: '/api/feedback?status=closed',
          headers: { cookie: boss.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await fresh.app.inject({
          url: '/api/feedback?sortBy=random',
          headers: { cookie: boss.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await setField(999_999, 'status', 'fixed')).statusCode).toBe(404);
    expect((await setField(999_999, 'priority', 'low')).json()).toEqual({
      error: 'not_found',
      message: 'Feedback not found.',
    });
    const badId = await fresh.app.inject({
      method: 'PATCH',
      url: '/api/feedback/abc/status',
      headers: { cookie: boss.cookie },
      payload: { status: 'fixed' },
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('role matrix', () => {
  it.each([
    ['GET', '/api/feedback', undefined],
    ['PATCH', '/api/feedback/{id}/status', { status: 'fixed' }],
    ['PATCH', '/api/feedback/{id}/priority', { priority: 'high' }],
  ] as const)('%s %s: anonymous 401, member 403, staff 200', async (method, path, payload) => {
    const created = (
      await submit(await signUp(t.ctx.app), { type: 'bug', comment: 'matrix', screen: '/' })
    ).json();
    const url = path.replace('{id}', String(created.id));
    const call = (who: SignedIn | null) =>
      method === 'GET' ? get(who, url) : patch(who, url, payload ?? {});
    expect((await call(null)).statusCode).toBe(401);
    expect((await call(t.member)).statusCode).toBe(403);
    expect((await call(t.staff)).statusCode).toBe(200);
  });

  it('POST /api/feedback: anonymous 401, member 201, staff 201', async () => {
    expect((await submit(null, { type: 'bug', comment: 'x' })).statusCode).toBe(401);
    expect((await submit(await signUp(t.ctx.app), { type: 'bug', comment: 'x' })).statusCode).toBe(
      201,
    );
    expect((await submit(t.staff, { type: 'bug', comment: 'x' })).statusCode).toBe(201);
  });
});
