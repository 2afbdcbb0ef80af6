/**
 * The "Top" order of a request's answers through the real HTTP app: upvotes, co-signs
 * and the asker's verdict rank them (common/answer-order.ts), asked with `?order=top` and the
 * default from 5 answers; fewer keep "Loved first".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  members: ['asker', 'one', 'two', 'three', 'four', 'five', 'voter'],
});

const ids = async (who: SignedIn, requestId: number, order?: string) => {
  const res = await t.call(
    who,
    'GET',
    `/api/requests/${requestId}/responses${order ? `?order=${order}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }[]>().map((r) => r.id);
};
const upvote = (who: SignedIn, responseId: number) =>
  t.call(who, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });

let requestId: number;
let answers: number[];
beforeAll(async () => {
  requestId = await createRequest(t.ctx, t.asker);
  answers = [];
  for (const who of [t.one, t.two, t.three, t.four])
    answers.push(await createResponse(t.ctx, who, requestId));
  const [a1, a2, a3, a4] = answers as [number, number, number, number];
  // a1: 2 upvotes (2). a2: "Loved it" (6). a3: a co-sign, which is an upvote too (3). a4: 5 upvotes, "Not for me" (1).
  for (const who of [t.voter, t.two]) expect((await upvote(who, a1)).statusCode).toBe(200);
  expect(
    (await t.call(t.asker, 'PUT', `/api/responses/${a2}/verdict`, { verdict: 'loved' })).statusCode,
  ).toBe(200);
  expect(
    (await t.call(t.voter, 'POST', `/api/responses/${a3}/cosigns`, { comment: 'this one' }))
      .statusCode,
  ).toBe(201);
  for (const who of [t.voter, t.one, t.two, t.three, t.five])
    expect((await upvote(who, a4)).statusCode).toBe(200);
  expect(
    (await t.call(t.asker, 'PUT', `/api/responses/${a4}/verdict`, { verdict: 'not_for_me' }))
      .statusCode,
  ).toBe(200);
});

describe('GET /api/requests/{id}/responses in the Top order', () => {
  it('keeps "Loved first" as the default below 5 answers, and answers ?order=top by score', async () => {
    const [a1, a2, a3, a4] = answers as [number, number, number, number];
    expect(await ids(t.voter, requestId)).toEqual([a2, a1, a3, a4]);
    expect(await ids(t.voter, requestId, 'top')).toEqual([a2, a3, a1, a4]);
    expect(await ids(t.voter, requestId, 'oldest')).toEqual([a1, a2, a3, a4]);
  });

  it('opens in the Top order from the fifth answer; equal scores keep oldest first', async () => {
    const a5 = await createResponse(t.ctx, t.five, requestId);
    const [a1, a2, a3, a4] = answers as [number, number, number, number];
    // a5 scores 0 like nobody else: last.
    expect(await ids(t.voter, requestId)).toEqual([a2, a3, a1, a4, a5]);
    expect(await upvote(t.voter, a5).then((r) => r.statusCode)).toBe(200);
    // a4 and a5 now both score 1: the older one first.
    expect(await ids(t.voter, requestId)).toEqual([a2, a3, a1, a4, a5]);
    expect(await ids(t.voter, requestId, 'loved')).toEqual([a2, a1, a3, a4, a5]);
  });
});
