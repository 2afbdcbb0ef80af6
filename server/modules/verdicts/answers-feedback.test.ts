/**
 * Co-signs, the asker's verdicts and taste match through the real HTTP app (
 * docs/decisions/017-co-signs-and-verdicts.md).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { genres, responseGenres } from '../../db/schema/index';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import { signUp, type SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: true,
  members: { asker: 'Ada Asker', ben: 'Ben Second', cleo: 'Cleo Third' },
});
const { call } = t;

async function askAndAnswer(
  answerers: SignedIn[],
): Promise<{ requestId: number; responseIds: number[] }> {
  const requestId = await createRequest(t.ctx, t.asker);
  const responseIds: number[] = [];
  for (const [i, who] of answerers.entries())
    responseIds.push(
      await createResponse(t.ctx, who, requestId, {
        songId: `q${requestId}s${i}`,
        name: `Song ${i}`,
        artist: 'Someone',
      }),
    );
  return { requestId, responseIds };
}

/** Every co-sign and upvote counter equals its rows, across the database. */
async function badCounters(): Promise<number> {
  const res = await t.ctx.handle.db.execute(sql`select count(*)::int as bad from responses s
    where s.cosigns <> (select count(*) from response_cosigns c where c.response_id = s.id)
       or s.upvotes <> (select count(*) from upvoted_responses u where u.response_id = s.id)`);
  return (res as unknown as { rows: { bad: number }[] }).rows[0]!.bad;
}

const responsesOf = async (who: SignedIn, requestId: number, order?: string) =>
  (
    await call(who, 'GET', `/api/requests/${requestId}/responses${order ? `?order=${order}` : ''}`)
  ).json() as {
    id: number;
    upvotes: number;
    cosigns: number;
    verdict: string | null;
    cosignList: { user: { id: number; displayName: string }; comment: string | null }[];
    viewer: { upvoted: boolean; cosigned: boolean };
    tasteMatch: { shared: number; of: number } | null;
  }[];

describe('co-sign instead of a duplicate', () => {
  it('keeps the 409 of spec 000 §7, and a co-sign of the duplicate upvotes it once and shows the comment', async () => {
    const { requestId, responseIds } = await askAndAnswer([t.ben]);
    const songId = `q${requestId}s0`;
    const duplicate = await call(t.cleo, 'POST', `/api/requests/${requestId}/responses`, {
      songId,
      songData: { id: songId, name: 'Song 0' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: 'duplicate_recommendation',
      duplicateResponseId: responseIds[0],
    });

    const cosign = await call(t.cleo, 'POST', `/api/responses/${responseIds[0]}/cosigns`, {
      comment: '  the live version is even better ',
    });
    expect(cosign.statusCode).toBe(201);
    expect(cosign.json()).toMatchObject({
      upvoted: true,
      upvotes: 1,
      cosigns: 1,
      cosign: { comment: 'the live version is even better', user: { id: t.cleo.user.id } },
    });

    const [answer] = await responsesOf(t.cleo, requestId);
    expect(answer).toMatchObject({
      upvotes: 1,
      cosigns: 1,
      viewer: { upvoted: true, cosigned: true },
    });
    expect(answer!.cosignList).toEqual([
      expect.objectContaining({
        comment: 'the live version is even better',
        user: expect.objectContaining({ displayName: 'Cleo Third' }),
      }),
    ]);
    const [asSeenByAsker] = await responsesOf(t.asker, requestId);
    expect(asSeenByAsker!.viewer.cosigned).toBe(false);
    expect(await badCounters()).toBe(0);
  });

  it('does not upvote twice when the co-signer had already upvoted, and un-upvoting later keeps counters equal to rows', async () => {
    const { responseIds } = await askAndAnswer([t.ben]);
    const id = responseIds[0]!;
    await call(t.cleo, 'POST', `/api/responses/${id}/upvote`, { upvoted: true });
    const cosign = await call(t.cleo, 'POST', `/api/responses/${id}/cosigns`, {});
    expect(cosign.json()).toMatchObject({ upvotes: 1, cosigns: 1, cosign: { comment: null } });
    await call(t.cleo, 'POST', `/api/responses/${id}/upvote`, { upvoted: false });
    expect(await badCounters()).toBe(0);
  });

  it('refuses a second co-sign (409), one of your own answer (403), an unknown answer (404) and anonymous callers (401)', async () => {
    const { responseIds } = await askAndAnswer([t.ben]);
    const id = responseIds[0]!;
    expect(
      (await call(t.cleo, 'POST', `/api/responses/${id}/cosigns`, { comment: 'yes' })).statusCode,
    ).toBe(201);
    const again = await call(t.cleo, 'POST', `/api/responses/${id}/cosigns`, { comment: 'yes!' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'already_cosigned']);
    const own = await call(t.ben, 'POST', `/api/responses/${id}/cosigns`, {});
    expect([own.statusCode, own.json().error, own.json().message]).toEqual([
      403,
      'own_response',
      'You recommended this song yourself.',
    ]);
    expect((await call(t.cleo, 'POST', '/api/responses/999999/cosigns', {})).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/responses/${id}/cosigns`, {})).statusCode).toBe(401);
    const tooLong = await call(t.asker, 'POST', `/api/responses/${id}/cosigns`, {
      comment: 'x'.repeat(241),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await badCounters()).toBe(0);
  });

  it('withdraws a co-sign (the upvote stays), and deleting the account removes its co-signs with the counter', async () => {
    const { requestId, responseIds } = await askAndAnswer([t.ben]);
    const id = responseIds[0]!;
    await call(t.cleo, 'POST', `/api/responses/${id}/cosigns`, { comment: 'seconded' });
    const withdrawn = await call(t.cleo, 'DELETE', `/api/responses/${id}/cosigns/mine`);
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([200, { cosigned: false }]);
    expect((await call(t.cleo, 'DELETE', `/api/responses/${id}/cosigns/mine`)).statusCode).toBe(
      404,
    );
    expect((await responsesOf(t.cleo, requestId))[0]).toMatchObject({
      cosigns: 0,
      upvotes: 1,
      viewer: { cosigned: false, upvoted: true },
    });

    const leaver = await signUp(t.ctx.app, 'Lee Leaver');
    await call(leaver, 'POST', `/api/responses/${id}/cosigns`, { comment: 'bye' });
    const deleted = await call(leaver, 'POST', '/api/account/delete', {
      password: 'secret-password',
      removeContent: false,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await responsesOf(t.cleo, requestId))[0]!.cosigns).toBe(0);
    expect(await badCounters()).toBe(0);
  });
});

describe("the asker's verdict", () => {
  it('lets only the asker rate, change and remove a verdict; "Loved it" answers come first unless oldest first is asked', async () => {
    const { requestId, responseIds } = await askAndAnswer([t.ben, t.cleo, t.ben]);
    const [first, second, third] = responseIds as [number, number, number];
    expect(
      (await call(t.ben, 'PUT', `/api/responses/${second}/verdict`, { verdict: 'loved' })).json(),
    ).toMatchObject({ error: 'not_the_asker' });
    expect(
      (await call(t.ben, 'PUT', `/api/responses/${second}/verdict`, { verdict: 'loved' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.asker, 'PUT', `/api/responses/${second}/verdict`, { verdict: 'meh' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.asker, 'PUT', '/api/responses/999999/verdict', { verdict: 'loved' }))
        .statusCode,
    ).toBe(404);

    const rated = await call(t.asker, 'PUT', `/api/responses/${third}/verdict`, {
      verdict: 'loved',
    });
    expect([rated.statusCode, rated.json()]).toEqual([
      200,
      { responseId: third, verdict: 'loved' },
    ]);
    await call(t.asker, 'PUT', `/api/responses/${second}/verdict`, { verdict: 'not_for_me' });

    expect((await responsesOf(t.cleo, requestId)).map((r) => [r.id, r.verdict])).toEqual([
      [third, 'loved'],
      [first, null],
      [second, 'not_for_me'],
    ]);
    expect((await responsesOf(t.cleo, requestId, 'oldest')).map((r) => r.id)).toEqual([
      first,
      second,
      third,
    ]);
    expect(
      (await call(t.cleo, 'GET', `/api/requests/${requestId}/responses?order=best`)).statusCode,
    ).toBe(400);

    await call(t.asker, 'PUT', `/api/responses/${third}/verdict`, { verdict: 'new_to_me' });
    expect((await responsesOf(t.asker, requestId)).map((r) => r.id)).toEqual([
      first,
      second,
      third,
    ]);
    const removed = await call(t.asker, 'DELETE', `/api/responses/${second}/verdict`);
    expect(removed.json()).toEqual({ responseId: second, verdict: null });
    expect((await responsesOf(t.asker, requestId)).map((r) => r.verdict)).toEqual([
      null,
      null,
      'new_to_me',
    ]);
  });
});

describe('taste match and loved answers per genre', () => {
  it("counts the viewer's genres found in the other member's favourites, answers and saves; the profile shows loved answers per genre", async () => {
    const rows = (await t.ctx.handle.db
      .select({ id: genres.id, name: genres.name })
      .from(genres)
      .where(sql`${genres.name} not like '\\_\\_%'`)
      .orderBy(genres.id)
      .limit(8)) as { id: number; name: string }[];
    expect(rows.length).toBe(8);
    const [g1, g2, g3, g4] = rows as [
      { id: number; name: string },
      { id: number; name: string },
      { id: number; name: string },
      { id: number; name: string },
    ];
    const viewer = await signUp(t.ctx.app, 'Vera Viewer');
    const other = await signUp(t.ctx.app, 'Otto Other');
    await call(viewer, 'POST', `/api/users/${viewer.user.id}/genres`, {
      genres: [g1.name, g2.name, g3.name, g4.name],
    });
    // Otto: one favourite in common (g1), an answer tagged g2, a saved answer tagged g3; g4 nowhere.
    await call(other, 'POST', `/api/users/${other.user.id}/genres`, { genres: [g1.name] });
    const { requestId, responseIds } = await askAndAnswer([other, t.ben]);
    await t.ctx.handle.db.insert(responseGenres).values([
      { responseId: responseIds[0]!, genreId: g2.id },
      { responseId: responseIds[1]!, genreId: g3.id },
    ]);
    await call(other, 'POST', `/api/responses/${responseIds[1]}/save`, {});

    const list = await responsesOf(viewer, requestId);
    expect(list.find((r) => r.id === responseIds[0])!.tasteMatch).toEqual({ shared: 3, of: 4 });
    expect(
      (await responsesOf(other, requestId)).find((r) => r.id === responseIds[0])!.tasteMatch,
    ).toBeNull();
    // Cleo has no favourite genres: no match to show.
    expect((await responsesOf(t.cleo, requestId))[0]!.tasteMatch).toBeNull();

    await call(t.asker, 'PUT', `/api/responses/${responseIds[0]}/verdict`, { verdict: 'loved' });
    const taste = await call(viewer, 'GET', `/api/users/${other.user.id}/taste`);
    expect(taste.statusCode).toBe(200);
    expect(taste.json()).toEqual({
      tasteMatch: { shared: 3, of: 4 },
      loved: { loved: 1, genres: [{ id: g2.id, name: g2.name, loved: 1 }] },
    });
    expect((await call(viewer, 'GET', '/api/users/999999/taste')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/users/${other.user.id}/taste`)).statusCode).toBe(401);
  });
});
