/**
 * Reports and the staff Reports queue through the real HTTP app: report rules, the
 * queue grouped per target, hide → members no longer see it (feed, request page, answers), staff
 * still do (marked), restore, dismiss, who-did-what kept, and staff-only access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest, createResponse, nextSerial, useTestApp } from '../../test/factories';
import { signUpStaff, type SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  members: { ann: 'Ann Author', ben: 'Ben Reporter', cleo: 'Cleo Reporter' },
});
const { call } = t;
let staff: SignedIn;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx, 'Sid Staff');
});

async function post(who: SignedIn) {
  const requestId = await createRequest(t.ctx, who, `Reportable ${nextSerial()}`);
  const responseId = await createResponse(t.ctx, t.ben, requestId, {
    name: 'Song',
    comment: 'buy pills at example.com',
  });
  return { requestId, responseId };
}
const feedIds = async (who: SignedIn) =>
  (
    (await call(who, 'GET', '/api/requests?sort=recent&limit=100')).json().data as { id: number }[]
  ).map((r) => r.id);

describe('reporting', () => {
  it('takes one open report per member and target, refuses your own and unknown targets, and checks the body', async () => {
    const { requestId, responseId } = await post(t.ann);
    expect(
      (
        await call(t.ben, 'POST', '/api/reports', {
          targetType: 'request',
          targetId: requestId,
          reason: 'spam',
          note: 'ads',
        })
      ).statusCode,
    ).toBe(201);
    const again = await call(t.ben, 'POST', '/api/reports', {
      targetType: 'request',
      targetId: requestId,
      reason: 'other',
    });
    expect([again.statusCode, again.json().error]).toEqual([409, 'already_reported']);
    const own = await call(t.ben, 'POST', '/api/reports', {
      targetType: 'response',
      targetId: responseId,
      reason: 'spam',
    });
    expect([own.statusCode, own.json().error]).toEqual([400, 'cannot_report_self']);
    expect(
      (
        await call(t.ben, 'POST', '/api/reports', {
          targetType: 'member',
          targetId: 999999,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.ben, 'POST', '/api/reports', {
          targetType: 'request',
          targetId: requestId,
          reason: 'boring',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.ben, 'POST', '/api/reports', {
          targetType: 'request',
          targetId: requestId,
          reason: 'spam',
          note: 'x'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(null, 'POST', '/api/reports', {
          targetType: 'request',
          targetId: requestId,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the staff Reports queue', () => {
  it('groups open reports per item; hiding removes it for members but not for staff; restore and dismiss are kept as actions', async () => {
    const { requestId, responseId } = await post(t.ann);
    await call(t.ben, 'POST', '/api/reports', {
      targetType: 'request',
      targetId: requestId,
      reason: 'spam',
    });
    await call(t.cleo, 'POST', '/api/reports', {
      targetType: 'request',
      targetId: requestId,
      reason: 'off_topic',
      note: 'not music',
    });
    await call(t.cleo, 'POST', '/api/reports', {
      targetType: 'response',
      targetId: responseId,
      reason: 'spam',
    });

    expect((await call(t.ann, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    const queue = (await call(staff, 'GET', '/api/admin/reports')).json();
    const item = queue.data.find(
      (i: { targetType: string; targetId: number }) =>
        i.targetType === 'request' && i.targetId === requestId,
    );
    expect(item).toMatchObject({
      summary: expect.stringContaining('Reportable'),
      author: { displayName: 'Ann Author' },
      href: `/requests/${requestId}`,
      hidden: false,
    });
    expect(
      item.reports.map((r: { reason: string; reporter: { displayName: string } }) => [
        r.reason,
        r.reporter.displayName,
      ]),
    ).toEqual([
      ['off_topic', 'Cleo Reporter'],
      ['spam', 'Ben Reporter'],
    ]);

    // Hide the request and the answer.
    expect(
      (
        await call(t.ann, 'POST', '/api/admin/moderation', {
          action: 'hide',
          targetType: 'request',
          targetId: requestId,
        })
      ).statusCode,
    ).toBe(403);
    const hidden = await call(staff, 'POST', '/api/admin/moderation', {
      action: 'hide',
      targetType: 'request',
      targetId: requestId,
    });
    expect(hidden.json()).toEqual({ hidden: true, closedReports: 2 });
    expect(
      (
        await call(staff, 'POST', '/api/admin/moderation', {
          action: 'hide',
          targetType: 'response',
          targetId: responseId,
        })
      ).json(),
    ).toEqual({
      hidden: true,
      closedReports: 1,
    });

    expect(await feedIds(t.cleo)).not.toContain(requestId);
    expect((await call(t.cleo, 'GET', `/api/requests/${requestId}`)).statusCode).toBe(404);
    expect((await call(t.cleo, 'GET', `/api/requests/${requestId}/responses`)).json()).toEqual([]);
    expect((await call(staff, 'GET', `/api/requests/${requestId}`)).json()).toMatchObject({
      id: requestId,
      hidden: true,
    });
    expect((await call(staff, 'GET', `/api/requests/${requestId}/responses`)).json()).toEqual([
      expect.objectContaining({ id: responseId, hidden: true }),
    ]);
    const after = (await call(staff, 'GET', '/api/admin/reports')).json();
    expect(after.data.find((i: { targetId: number }) => i.targetId === requestId)).toBeUndefined();
    expect(
      after.actions
        .slice(0, 2)
        .map((a: { action: string; staff: string; targetType: string }) => [
          a.action,
          a.staff,
          a.targetType,
        ]),
    ).toEqual([
      ['hide', 'Sid Staff', 'response'],
      ['hide', 'Sid Staff', 'request'],
    ]);

    // Restore brings it back for members.
    expect(
      (
        await call(staff, 'POST', '/api/admin/moderation', {
          action: 'restore',
          targetType: 'request',
          targetId: requestId,
        })
      ).json(),
    ).toEqual({
      hidden: false,
      closedReports: 0,
    });
    expect(await feedIds(t.cleo)).toContain(requestId);
    expect((await call(t.cleo, 'GET', `/api/requests/${requestId}`)).statusCode).toBe(200);
  });

  it('dismisses the reports of a member, refuses to hide a member, and answers 404 for a missing item', async () => {
    await call(t.ben, 'POST', '/api/reports', {
      targetType: 'member',
      targetId: t.ann.user.id,
      reason: 'harassment',
    });
    const refused = await call(staff, 'POST', '/api/admin/moderation', {
      action: 'hide',
      targetType: 'member',
      targetId: t.ann.user.id,
    });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'cannot_hide_member']);
    expect(
      (
        await call(staff, 'POST', '/api/admin/moderation', {
          action: 'dismiss',
          targetType: 'member',
          targetId: t.ann.user.id,
        })
      ).json(),
    ).toEqual({
      hidden: false,
      closedReports: 1,
    });
    expect(
      (await call(staff, 'GET', '/api/admin/reports'))
        .json()
        .data.find((i: { targetType: string }) => i.targetType === 'member'),
    ).toBeUndefined();
    expect(
      (
        await call(staff, 'POST', '/api/admin/moderation', {
          action: 'hide',
          targetType: 'request',
          targetId: 999999,
        })
      ).statusCode,
    ).toBe(404);
    // A dismissed report frees the member to report again.
    expect(
      (
        await call(t.ben, 'POST', '/api/reports', {
          targetType: 'member',
          targetId: t.ann.user.id,
          reason: 'harassment',
        })
      ).statusCode,
    ).toBe(201);
  });
});
