/**
 * Undo means undo (decision 045), through the real HTTP app: taking back an upvote, save, co-sign
 * or verdict withdraws the unread notification it wrote, live on the recipient's stream; a
 * notification already read stays, and other members' notifications are untouched.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import type { SignedIn } from '../../test/harness';

const t = useTestApp({
  seed: false,
  members: { asker: 'Ada Asker', ben: 'Ben Answers', cleo: 'Cleo Clicks', dan: 'Dan Also' },
});
const { call } = t;

/** A fresh request by the asker with an answer by Ben; returns the answer's id. */
async function answerByBen(): Promise<number> {
  return createResponse(t.ctx, t.ben, await createRequest(t.ctx, t.asker));
}

/** The notifications of `type` on answer `responseId`, by actor id. */
async function rowsOf(type: string, responseId: number): Promise<number[]> {
  const rows = await t.ctx.handle.db
    .select({ actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.responseId, responseId), eq(notifications.type, type)));
  return rows.map((r) => r.actorId!).sort((a, b) => a - b);
}

const unread = async (who: SignedIn) =>
  (await call(who, 'GET', '/api/notifications/unread-count')).json<{ unread: number }>().unread;

describe('undoing an answer event', () => {
  it.each([
    {
      type: 'response_upvoted',
      act: (id: number, who: SignedIn) =>
        call(who, 'POST', `/api/responses/${id}/upvote`, { upvoted: true }),
      undo: (id: number, who: SignedIn) =>
        call(who, 'POST', `/api/responses/${id}/upvote`, { upvoted: false }),
    },
    {
      type: 'response_saved',
      act: (id: number, who: SignedIn) => call(who, 'POST', `/api/responses/${id}/save`, {}),
      undo: (id: number, who: SignedIn) => call(who, 'DELETE', `/api/responses/${id}/save`),
    },
    {
      type: 'response_cosigned',
      act: (id: number, who: SignedIn) => call(who, 'POST', `/api/responses/${id}/cosigns`, {}),
      undo: (id: number, who: SignedIn) => call(who, 'DELETE', `/api/responses/${id}/cosigns/mine`),
    },
  ])(
    '$type: withdraws the unread notification of that member only',
    async ({ type, act, undo }) => {
      const responseId = await answerByBen();
      for (const who of [t.cleo, t.dan])
        expect((await act(responseId, who)).statusCode).toBeLessThan(300);
      expect(await rowsOf(type, responseId)).toEqual([t.cleo.user.id, t.dan.user.id]);
      expect((await undo(responseId, t.cleo)).statusCode).toBe(200);
      expect(await rowsOf(type, responseId)).toEqual([t.dan.user.id]);
    },
  );

  it('withdraws a removed verdict, keeps a changed one', async () => {
    const responseId = await answerByBen();
    const url = `/api/responses/${responseId}/verdict`;
    expect((await call(t.asker, 'PUT', url, { verdict: 'loved' })).statusCode).toBe(200);
    expect((await call(t.asker, 'PUT', url, { verdict: 'new_to_me' })).statusCode).toBe(200);
    expect(await rowsOf('response_rated', responseId)).toEqual([t.asker.user.id]);
    expect((await call(t.asker, 'DELETE', url)).statusCode).toBe(200);
    expect(await rowsOf('response_rated', responseId)).toEqual([]);
  });

  it('keeps a notification the recipient has read, and one older than the window', async () => {
    const responseId = await answerByBen();
    const url = `/api/responses/${responseId}/upvote`;
    await call(t.cleo, 'POST', url, { upvoted: true });
    await call(t.dan, 'POST', url, { upvoted: true });
    const group = { type: 'response_upvoted', requestId: 0, responseId };
    const [row] = await t.ctx.handle.db
      .select({ requestId: notifications.requestId })
      .from(notifications)
      .where(eq(notifications.responseId, responseId));
    group.requestId = row!.requestId!;
    expect((await call(t.ben, 'POST', '/api/notifications/read', group)).statusCode).toBe(200);
    await call(t.cleo, 'POST', url, { upvoted: false });
    expect(await rowsOf('response_upvoted', responseId)).toEqual([t.cleo.user.id, t.dan.user.id]);

    const other = await answerByBen();
    await call(t.cleo, 'POST', `/api/responses/${other}/upvote`, { upvoted: true });
    await t.ctx.handle.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(notifications.responseId, other));
    await call(t.cleo, 'POST', `/api/responses/${other}/upvote`, { upvoted: false });
    expect(await rowsOf('response_upvoted', other)).toEqual([t.cleo.user.id]);
  });

  it("lowers the recipient's live unread count on their open stream", async () => {
    const responseId = await answerByBen();
    await call(t.ben, 'POST', '/api/notifications/read-all', {});
    await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.ctx.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: t.ben.cookie },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    /** Reads the stream until its latest `unread` event carries `count`. */
    const untilUnread = async (count: number) => {
      while (!text.trimEnd().endsWith(`data: {"unread":${count}}`)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended; got ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      await untilUnread(0);
      await call(t.cleo, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });
      await untilUnread(1);
      await call(t.cleo, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: false });
      await untilUnread(0);
      expect(await unread(t.ben)).toBe(0);
    } finally {
      controller.abort();
    }
  });
});
