/** The "Unanswered" feed filter, and MAGIC not favouring what the viewer already answered. */
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { requests } from '../../db/schema/index';
import { createRequest, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, members: ['ann', 'ben'] });
const ids: Record<string, number> = {};

const create = (who: SignedIn, content: string) => createRequest(t.ctx, who, content);
async function answer(who: SignedIn, requestId: number, songId: string) {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: `/api/requests/${requestId}/responses`,
    headers: { cookie: who.cookie },
    payload: { songId, songData: { id: songId, name: `Song ${songId}` }, comment: null },
  });
  expect(res.statusCode).toBe(201);
}
const feed = async (who: SignedIn, query: string) => {
  const res = await t.ctx.app.inject({
    url: `/api/requests?${query}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; responses: number; userHasResponded: boolean }[] };
};

beforeAll(async () => {
  ids.answeredByBen = await create(t.ann, 'Songs for a long drive');
  ids.open = await create(t.ann, 'Songs for a rainy afternoon');
  ids.answeredByAnn = await create(t.ben, 'Music to cook to');
  // Same age for all three, so only engagement and the viewer's answers can order them.
  await t.ctx.handle.db
    .update(requests)
    .set({ createdAt: sql`now() - interval '2 hours'` })
    .where(inArray(requests.id, Object.values(ids)));
  await answer(t.ben, ids.answeredByBen, 'song-a');
  await answer(t.ann, ids.answeredByAnn, 'song-b');
});

describe('unanswered filter', () => {
  it('lists only requests with no responses, in every sort, with the same page shape', async () => {
    for (const sort of ['recent', 'responses', 'upvotes', 'magic']) {
      const body = await feed(t.ben, `sort=${sort}&unanswered=true`);
      expect(
        body.data.map((r) => r.id),
        sort,
      ).toEqual([ids.open]);
      expect(body.data.every((r) => r.responses === 0)).toBe(true);
    }
    const all = await feed(t.ben, 'sort=recent&unanswered=false');
    expect(all.data).toHaveLength(3);
  });

  it('rejects a malformed flag with 400', async () => {
    const res = await t.ctx.app.inject({
      url: '/api/requests?unanswered=yes',
      headers: { cookie: t.ben.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
  });
});

describe('MAGIC and your own answers', () => {
  it('marks what you answered and ranks it below unanswered requests of equal score', async () => {
    const body = await feed(t.ben, 'sort=magic');
    const order = body.data.map((r) => r.id);
    // Ben's own answer does not lift "long drive" for Ben; it ties with "rainy afternoon" and follows it.
    expect(order.indexOf(ids.open!)).toBeLessThan(order.indexOf(ids.answeredByBen!));
    expect(body.data.find((r) => r.id === ids.answeredByBen)!.userHasResponded).toBe(true);
    expect(body.data.find((r) => r.id === ids.open)!.userHasResponded).toBe(false);
    // Someone else's answer still counts as engagement: "cook to" (answered by Ann) leads for Ben.
    expect(order[0]).toBe(ids.answeredByAnn);
  });
});
