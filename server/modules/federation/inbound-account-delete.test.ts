/**
 * A remote server deletes one of its accounts (decision 060): its signed `Delete` of the actor
 * removes the actor's remote member here with its answers and upvotes, and the counts follow; a
 * Delete of that actor signed by anyone else removes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createRequest } from '../../test/factories';
import {
  AS,
  createOf,
  eventually,
  inboxVerdicts,
  PUBLIC,
  TEST_ORIGIN,
  useFederationTestApp,
} from '../../test/fakes/fediverse-activities';

const VIDEO = 'dQw4w9WgXcQ';
const ORIGIN = TEST_ORIGIN;
const { t, fake, send } = useFederationTestApp({ ada: 'Ada Lovelace' }, [
  { title: 'Never Gonna Give You Up', artist: 'Rick Astley', videoId: VIDEO },
]);

const requestCounts = async (requestId: number) =>
  (await t.call(t.ada, 'GET', `/api/requests/${requestId}`)).json<{
    responses: number;
    upvotes: number;
  }>();
const memberOf = async (actorUri: string) =>
  t.ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.actorUri, actorUri));

describe('a remote account deleted on its server', () => {
  it('goes here with its answers and upvotes, and only when its own server says so', async () => {
    const hal = await fake().actor('hal');
    const eve = await fake().actor('eve');
    const requestId = await createRequest(t.ctx, t.ada, 'Songs for a long drive');
    const note = {
      id: `${hal.id.href}/statuses/1`,
      type: 'Note',
      attributedTo: hal.id.href,
      inReplyTo: `${ORIGIN}/requests/${requestId}`,
      to: [PUBLIC],
      content: `<p>This one: <a href="https://youtu.be/${VIDEO}">youtu.be/${VIDEO}</a></p>`,
    };
    expect((await send(hal, createOf(hal, note))).statusCode).toBe(202);
    const like = {
      '@context': AS,
      id: `${hal.id.href}#likes/1`,
      type: 'Like',
      actor: hal.id.href,
      object: `${ORIGIN}/requests/${requestId}`,
    };
    expect((await send(hal, like)).statusCode).toBe(202);
    expect(
      await eventually(async () => {
        const counts = await requestCounts(requestId);
        return counts.responses === 1 && counts.upvotes === 1;
      }),
    ).toBe(true);
    expect(await memberOf(hal.id.href)).toHaveLength(1);

    // Eve's server cannot delete Hal: the object is not the signer.
    const deleteOf = (signer: typeof hal, n: number) => ({
      '@context': AS,
      id: `${signer.id.href}#delete-${n}`,
      type: 'Delete',
      actor: signer.id.href,
      object: hal.id.href,
      to: [PUBLIC],
    });
    const refused = await inboxVerdicts(t.ctx, 'not_owner');
    expect((await send(eve, deleteOf(eve, 1))).statusCode).toBe(202);
    expect(await eventually(async () => (await inboxVerdicts(t.ctx, 'not_owner')) > refused)).toBe(
      true,
    );
    expect(await memberOf(hal.id.href)).toHaveLength(1);
    // Hal's own server deletes Hal.
    const deleted = await inboxVerdicts(t.ctx, 'account_deleted');
    expect((await send(hal, deleteOf(hal, 2))).statusCode).toBe(202);
    expect(
      await eventually(async () => (await inboxVerdicts(t.ctx, 'account_deleted')) > deleted),
    ).toBe(true);
    expect(await memberOf(hal.id.href)).toEqual([]);
    expect(await requestCounts(requestId)).toMatchObject({ responses: 0, upvotes: 0 });
    const answers = (await t.call(t.ada, 'GET', `/api/requests/${requestId}/responses`)).json<
      unknown[]
    >();
    expect(answers).toEqual([]);
  }, 60_000);

  it('counts the Delete of an actor nobody here knows, and does nothing else', async () => {
    const ivy = await fake().actor('ivy');
    const before = await inboxVerdicts(t.ctx, 'unknown_actor');
    const res = await send(ivy, {
      '@context': AS,
      id: `${ivy.id.href}#delete`,
      type: 'Delete',
      actor: ivy.id.href,
      object: ivy.id.href,
    });
    expect(res.statusCode).toBe(202);
    expect(
      await eventually(async () => (await inboxVerdicts(t.ctx, 'unknown_actor')) > before),
    ).toBe(true);
    expect(await memberOf(ivy.id.href)).toEqual([]);
  }, 60_000);
});
