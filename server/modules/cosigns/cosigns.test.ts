/**
 * Co-signs and blocks and one notification per co-sign (item 11), through the
 * real HTTP app.
 */
import { describe, expect, it } from 'vitest';
import type { ResponseItem } from '../../../common/schemas';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  members: {
    asker: 'Ada Asks',
    ben: 'Ben Answers',
    cleo: 'Cleo Blocked',
    dora: 'Dora Answers',
    eve: 'Eve Cosigns',
  },
});
const { call } = t;

type Listed = ResponseItem & { cosignList: { user: { id: number }; comment: string | null }[] };
async function answersSeenBy(viewer: SignedIn, requestId: number): Promise<Listed[]> {
  const res = await call(viewer, 'GET', `/api/requests/${requestId}/responses`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listed[]>();
}
const cosign = (who: SignedIn, responseId: number, comment = 'Seconded') =>
  call(who, 'POST', `/api/responses/${responseId}/cosigns`, { comment });
const block = async (blocker: SignedIn, blocked: SignedIn) =>
  expect((await call(blocker, 'PUT', `/api/users/${blocked.user.id}/block`)).statusCode).toBe(200);
const unblock = async (blocker: SignedIn, blocked: SignedIn) =>
  expect((await call(blocker, 'DELETE', `/api/users/${blocked.user.id}/block`)).statusCode).toBe(
    200,
  );

describe('blocks cover co-signs', () => {
  it("hides a blocked member's co-signs from the blocker and the blocker's from the blocked member, with counts to match", async () => {
    const requestId = await createRequest(t.ctx, t.ben);
    const answerId = await createResponse(t.ctx, t.dora, requestId);
    expect((await cosign(t.cleo, answerId, 'Cleo agrees')).statusCode).toBe(201);
    expect((await cosign(t.asker, answerId, 'Ada agrees')).statusCode).toBe(201);
    await block(t.asker, t.cleo);

    const seenByAsker = (await answersSeenBy(t.asker, requestId)).find((a) => a.id === answerId)!;
    expect(seenByAsker.cosignList.map((c) => c.comment)).toEqual(['Ada agrees']);
    expect(seenByAsker.cosigns).toBe(1);
    const seenByCleo = (await answersSeenBy(t.cleo, requestId)).find((a) => a.id === answerId)!;
    expect(seenByCleo.cosignList.map((c) => c.comment)).toEqual(['Cleo agrees']);
    expect(seenByCleo.cosigns).toBe(1);
    // A bystander sees both.
    const seenByEve = (await answersSeenBy(t.eve, requestId)).find((a) => a.id === answerId)!;
    expect(seenByEve.cosignList.map((c) => c.comment)).toEqual(['Cleo agrees', 'Ada agrees']);
    expect(seenByEve.cosigns).toBe(2);
    await unblock(t.asker, t.cleo);
    expect((await answersSeenBy(t.asker, requestId)).find((a) => a.id === answerId)!.cosigns).toBe(
      2,
    );
  });

  it("refuses a blocked member's co-sign on the blocker's requests and on the blocker's answers", async () => {
    const asked = await createRequest(t.ctx, t.asker);
    const onAskersRequest = await createResponse(t.ctx, t.dora, asked);
    const elsewhere = await createRequest(t.ctx, t.dora);
    const askersAnswer = await createResponse(t.ctx, t.asker, elsewhere);
    await block(t.asker, t.cleo);

    for (const responseId of [onAskersRequest, askersAnswer]) {
      const refused = await cosign(t.cleo, responseId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'forbidden',
        message: "You can't co-sign this recommendation.",
      });
    }
    // Nothing was written: no co-sign, no upvote.
    const answer = (await answersSeenBy(t.eve, asked)).find((a) => a.id === onAskersRequest)!;
    expect([answer.cosigns, answer.upvotes]).toEqual([0, 0]);
    // The blocker may still co-sign; others are unaffected; unblocking lifts the refusal.
    expect((await cosign(t.eve, onAskersRequest)).statusCode).toBe(201);
    await unblock(t.asker, t.cleo);
    expect((await cosign(t.cleo, onAskersRequest)).statusCode).toBe(201);
  });
});

describe("a blocked member's co-sign in the blocker's activity", () => {
  it('leaves it out while the block holds', async () => {
    const requestId = await createRequest(t.ctx, t.asker);
    const answerId = await createResponse(t.ctx, t.dora, requestId);
    expect((await cosign(t.cleo, answerId)).statusCode).toBe(201);
    const cosignEntries = async () =>
      (await call(t.dora, 'GET', `/api/users/${t.dora.user.id}/activity?activityType=others`))
        .json<{ data: { type: string; data: { response: { id: number } | null } }[] }>()
        .data.filter(
          (e) => e.type === 'response_cosigned_by_other' && e.data.response?.id === answerId,
        );
    expect(await cosignEntries()).toHaveLength(1);
    await block(t.dora, t.cleo);
    expect(await cosignEntries()).toHaveLength(0);
    await unblock(t.dora, t.cleo);
    expect(await cosignEntries()).toHaveLength(1);
  });
});

describe('one co-sign, one notification', () => {
  it('tells the recommender "co-signed" only, not also "upvoted"', async () => {
    const requestId = await createRequest(t.ctx, t.asker);
    const answerId = await createResponse(t.ctx, t.ben, requestId);
    expect((await cosign(t.eve, answerId)).statusCode).toBe(201);
    const bell = await call(t.ben, 'GET', '/api/notifications');
    const types = bell
      .json<{ data: { type: string; responseId: number | null }[] }>()
      .data.filter((g) => g.responseId === answerId)
      .map((g) => g.type);
    expect(types).toEqual(['response_cosigned']);
    // The co-sign still counts as an upvote.
    expect((await answersSeenBy(t.ben, requestId)).find((a) => a.id === answerId)!.upvotes).toBe(1);
  });
});
