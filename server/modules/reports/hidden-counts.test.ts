/**
 * Counts agree with lists: a request's response count leaves out answers staff
 * hid (feed card and request page, for everyone) and, for the viewer, answers of members the
 * viewer blocks (feed cards in every sort, and the request page); the author of a hidden item is told with the reason. Through the real HTTP app.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest, createResponse, nextSerial, useTestApp } from '../../test/factories';
import { signUpStaff, type SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  members: { asker: 'Ann Asks', ben: 'Ben Answers', cleo: 'Cleo Answers', dan: 'Dan Reports' },
});
const { call } = t;
let staff: SignedIn;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx, 'Sid Staff');
});

interface Card {
  id: number;
  responses: number;
}
const cardOf = async (who: SignedIn, requestId: number) =>
  ((await call(who, 'GET', '/api/requests?sort=recent&limit=100')).json().data as Card[]).find(
    (r) => r.id === requestId,
  );
const pageCount = async (who: SignedIn, requestId: number) =>
  (await call(who, 'GET', `/api/requests/${requestId}`)).json<Card>().responses;
const listed = async (who: SignedIn, requestId: number) =>
  (await call(who, 'GET', `/api/requests/${requestId}/responses`)).json<unknown[]>().length;
const moderate = (
  action: 'hide' | 'restore',
  targetType: 'request' | 'response',
  targetId: number,
  extra: object = {},
) => call(staff, 'POST', '/api/admin/moderation', { action, targetType, targetId, ...extra });

interface Group {
  type: string;
  requestId: number;
  responseId: number | null;
  reason?: string | null;
}
const bell = async (who: SignedIn) =>
  (await call(who, 'GET', '/api/notifications')).json<{ data: Group[] }>().data;

describe('response counts agree with the lists', () => {
  it('leaves a hidden answer out of the count on the card and the request page, and puts it back on restore', async () => {
    const requestId = await createRequest(t.ctx, t.asker, `Counted ${nextSerial()}`);
    await createResponse(t.ctx, t.ben, requestId);
    const hiddenOne = await createResponse(t.ctx, t.cleo, requestId);
    expect((await moderate('hide', 'response', hiddenOne)).statusCode).toBe(200);
    // Hiding twice changes nothing more.
    expect((await moderate('hide', 'response', hiddenOne)).statusCode).toBe(200);

    expect(await listed(t.dan, requestId)).toBe(1);
    expect((await cardOf(t.dan, requestId))!.responses).toBe(1);
    expect(await pageCount(t.dan, requestId)).toBe(1);

    expect((await moderate('restore', 'response', hiddenOne)).statusCode).toBe(200);
    expect((await cardOf(t.dan, requestId))!.responses).toBe(2);
    expect(await listed(t.dan, requestId)).toBe(2);
    // Deleting a hidden answer does not lower the count twice.
    await moderate('hide', 'response', hiddenOne);
    expect((await call(t.cleo, 'DELETE', `/api/responses/${hiddenOne}`)).statusCode).toBe(200);
    expect((await cardOf(t.dan, requestId))!.responses).toBe(1);
  });

  it("leaves a blocked member's answer out of the blocker's counts, on the request page and the feed cards", async () => {
    const requestId = await createRequest(t.ctx, t.ben, `Blocked count ${nextSerial()}`);
    await createResponse(t.ctx, t.cleo, requestId);
    await createResponse(t.ctx, t.dan, requestId);
    expect((await call(t.asker, 'PUT', `/api/users/${t.cleo.user.id}/block`)).statusCode).toBe(200);
    expect(await listed(t.asker, requestId)).toBe(1);
    expect(await pageCount(t.asker, requestId)).toBe(1);
    expect((await cardOf(t.asker, requestId))!.responses).toBe(1);
    const magicCard = (
      (await call(t.asker, 'GET', '/api/requests?sort=magic&limit=100')).json().data as Card[]
    ).find((r) => r.id === requestId);
    expect(magicCard!.responses).toBe(1);
    // Others still see both.
    expect(await pageCount(t.dan, requestId)).toBe(2);
    expect((await cardOf(t.dan, requestId))!.responses).toBe(2);
    await call(t.asker, 'DELETE', `/api/users/${t.cleo.user.id}/block`);
  });
});

describe('the author of hidden content hears why', () => {
  it('notifies the author of a hidden answer with the reports’ reason, and of a hidden request with the reason staff gave', async () => {
    const requestId = await createRequest(t.ctx, t.asker, `Reported ${nextSerial()}`);
    const answerId = await createResponse(t.ctx, t.ben, requestId);
    await call(t.dan, 'POST', '/api/reports', {
      targetType: 'response',
      targetId: answerId,
      reason: 'spam',
    });
    await call(t.cleo, 'POST', '/api/reports', {
      targetType: 'response',
      targetId: answerId,
      reason: 'spam',
    });
    await call(t.asker, 'POST', '/api/reports', {
      targetType: 'response',
      targetId: answerId,
      reason: 'off_topic',
    });
    expect((await moderate('hide', 'response', answerId)).statusCode).toBe(200);
    const bens = (await bell(t.ben)).filter((g) => g.type === 'content_hidden');
    expect(bens).toMatchObject([{ requestId, responseId: answerId, reason: 'spam' }]);

    expect(
      (await moderate('hide', 'request', requestId, { reason: 'harassment' })).statusCode,
    ).toBe(200);
    const anns = (await bell(t.asker)).filter((g) => g.type === 'content_hidden');
    expect(anns).toMatchObject([{ requestId, responseId: null, reason: 'harassment' }]);
    // A restore tells nobody; an unknown reason is refused.
    await moderate('restore', 'request', requestId);
    expect((await bell(t.asker)).filter((g) => g.type === 'content_hidden')).toHaveLength(1);
    expect((await moderate('hide', 'request', requestId, { reason: 'boring' })).statusCode).toBe(
      400,
    );
  });
});
