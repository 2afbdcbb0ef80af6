/**
 * Notifications through the real HTTP app: who hears of what, grouping, never oneself,
 * read state, follows, and the live stream (Server-Sent Events fed by LISTEN/NOTIFY), including
 * delivery across two app instances on one database.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSongProvider } from '../../providers/songs/index';
import { createRequest, createResponse, useTestApp } from '../../test/factories';
import { signUp, type SignedIn } from '../../test/harness';
import { sql } from 'drizzle-orm';
import {
  NOTIFY_CHANNEL,
  pushNotifications,
  pushStatement,
  settlePushes,
} from './notification-pushes';
import { notifyAnswerEvent, streamStates } from './notifications.service';
import { liveSessionHashes } from '../auth';
import { hashSessionToken } from '../auth/session-token';

const t = useTestApp({
  seed: false,
  members: { asker: 'Ada Asker', ben: 'Ben Answers', cleo: 'Cleo Follows' },
});
const { call } = t;
const ask = (who = t.asker) => createRequest(t.ctx, who);
const answer = (who: SignedIn, requestId: number) => createResponse(t.ctx, who, requestId);
const bell = async (who: SignedIn) =>
  (await call(who, 'GET', '/api/notifications')).json() as {
    data: {
      type: string;
      actorCount: number;
      latestActor: { displayName: string };
      unread: boolean;
      requestId: number;
      responseId: number;
      songTitle: string;
    }[];
    unread: number;
  };

describe('who hears of what', () => {
  it('tells the asker of answers (grouped per request), followers too, and never the actor', async () => {
    const requestId = await ask();
    expect((await call(t.cleo, 'PUT', `/api/requests/${requestId}/follow`)).json()).toEqual({
      following: true,
    });
    await answer(t.ben, requestId);
    await answer(t.cleo, requestId);

    const mine = await bell(t.asker);
    const group = mine.data.find((g) => g.requestId === requestId)!;
    expect(group).toMatchObject({
      type: 'response_to_your_request',
      actorCount: 2,
      latestActor: { displayName: 'Cleo Follows' },
      unread: true,
    });
    expect(mine.data.filter((g) => g.requestId === requestId)).toHaveLength(1);

    const cleos = await bell(t.cleo);
    expect(
      cleos.data
        .filter((g) => g.requestId === requestId)
        .map((g) => [g.type, g.latestActor.displayName]),
    ).toEqual([['followed_request_answered', 'Ben Answers']]);
    expect((await bell(t.ben)).data.filter((g) => g.requestId === requestId)).toEqual([]);
  });

  it('tells the recommender of upvotes, saves, co-signs and the verdict, once per member however often they toggle', async () => {
    const requestId = await ask();
    const responseId = await answer(t.ben, requestId);
    for (const upvoted of [true, false, true])
      await call(t.asker, 'POST', `/api/responses/${responseId}/upvote`, { upvoted });
    await call(t.cleo, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });
    await call(t.cleo, 'POST', `/api/responses/${responseId}/save`, {});
    await call(t.asker, 'PUT', `/api/responses/${responseId}/verdict`, { verdict: 'loved' });
    const third = await signUp(t.ctx.app, 'Dora Cosigns');
    await call(third, 'POST', `/api/responses/${responseId}/cosigns`, { comment: 'yes' });
    // Ben's own upvote of his answer notifies nobody.
    await call(t.ben, 'POST', `/api/responses/${responseId}/upvote`, { upvoted: true });

    const groups = (await bell(t.ben)).data.filter((g) => g.responseId === responseId);
    // Dora's co-sign is one notification, "co-signed", not also "upvoted".
    expect(Object.fromEntries(groups.map((g) => [g.type, g.actorCount]))).toEqual({
      response_upvoted: 2,
      response_saved: 1,
      response_rated: 1,
      response_cosigned: 1,
    });
    expect(groups.find((g) => g.type === 'response_cosigned')!.latestActor.displayName).toBe(
      'Dora Cosigns',
    );
  });

  it('stops telling an asker who unfollowed their own request', async () => {
    const requestId = await ask();
    expect((await call(t.asker, 'GET', `/api/requests/${requestId}/follow`)).json()).toEqual({
      following: true,
    });
    expect((await call(t.asker, 'DELETE', `/api/requests/${requestId}/follow`)).json()).toEqual({
      following: false,
    });
    await answer(t.ben, requestId);
    expect((await bell(t.asker)).data.filter((g) => g.requestId === requestId)).toEqual([]);
    expect((await call(t.asker, 'PUT', '/api/requests/999999/follow')).statusCode).toBe(404);
  });
});

describe('read state and paging', () => {
  it('counts unread groups, marks one group and then all read', async () => {
    const member = await signUp(t.ctx.app, 'Rita Reads');
    const first = await ask(member);
    const second = await ask(member);
    await answer(t.ben, first);
    await answer(t.cleo, first);
    await answer(t.ben, second);
    expect((await call(member, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      unread: 2,
    });
    const group = (await bell(member)).data.find((g) => g.requestId === first)!;
    const afterOne = await call(member, 'POST', '/api/notifications/read', {
      type: 'response_to_your_request',
      requestId: first,
      responseId: group.responseId,
    });
    expect(afterOne.json()).toEqual({ unread: 1 });
    expect((await bell(member)).data.map((g) => [g.requestId, g.unread])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await call(member, 'POST', '/api/notifications/read-all')).json()).toEqual({
      unread: 0,
    });
    expect((await call(member, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      unread: 0,
    });
  });

  it('pages 20 groups at a time, newest first', async () => {
    const member = await signUp(t.ctx.app, 'Paula Pages');
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) {
      const id = await ask(member);
      ids.push(id);
      await answer(t.ben, id);
    }
    const first = (await call(member, 'GET', '/api/notifications?page=1')).json();
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, hasMore: true });
    expect(first.data[0].requestId).toBe(ids[20]);
    const second = (await call(member, 'GET', '/api/notifications?page=2')).json();
    expect(second.data.map((g: { requestId: number }) => g.requestId)).toEqual([ids[0]]);
    expect(second.pagination.hasMore).toBe(false);
  });

  it('answers 401 to anonymous callers and 400 to a bad group', async () => {
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/notifications/stream')).statusCode).toBe(401);
    expect(
      (
        await call(t.asker, 'POST', '/api/notifications/read', {
          type: 'nope',
          requestId: 1,
          responseId: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});

type StreamEvent = { id: string; data: { unread: number } };

/** Opens the stream on a real socket; `waitFor(pred)` reads events until `pred(events)` holds. */
async function openStream(baseUrl: string, who: SignedIn) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { cookie: who.cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  const waitFor = async (pred: (events: StreamEvent[]) => boolean) => {
    const started = Date.now();
    while (!pred(events)) {
      if (Date.now() - started > 15_000)
        throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id !== undefined && data) events.push({ id, data: JSON.parse(data) });
      }
    }
    return events;
  };
  return { waitFor, close: () => controller.abort() };
}

describe('live stream', () => {
  it('sends the unread count at once and again when an answer arrives, across two app instances', async () => {
    // Instance B: a second app on the same database, listening on a real port.
    const second = await buildApp(
      {
        db: t.ctx.handle.db,
        config: t.ctx.config,
        songs: createSongProvider(t.ctx.config, t.ctx.handle.db),
        listen: t.ctx.handle.listen,
      },
      { logger: false },
    );
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const member = await signUp(t.ctx.app, 'Sam Streams');
      const requestId = await ask(member);
      const stream = await openStream(
        `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`,
        member,
      );
      const [initial] = await stream.waitFor((events) => events.length >= 1);
      expect(initial!.data).toEqual({ unread: 0 });
      // The answer is written through instance A (inject); the push arrives on instance B's stream.
      await answer(t.ben, requestId);
      const events = await stream.waitFor((list) => list.at(-1)?.data.unread === 1);
      expect(Number(events.at(-1)!.id)).toBeGreaterThan(Number(initial!.id));
      stream.close();
    } finally {
      await second.close();
    }
  });
});

describe("the streams' batched reads (decision 043)", () => {
  it("reads several members' states in one statement and checks many sessions in one", async () => {
    const { db } = t.ctx.handle;
    const member = await signUp(t.ctx.app, 'Bea Batch');
    const quiet = await signUp(t.ctx.app, 'Quinn Quiet');
    const requestId = await ask(member);
    await answer(t.ben, requestId);
    const states = await streamStates(db, [member.user.id, quiet.user.id]);
    expect(states.get(member.user.id)).toMatchObject({ unread: 1 });
    expect(states.get(member.user.id)!.latestId).toBeGreaterThan(0);
    expect(states.get(quiet.user.id)).toEqual({ unread: 0, latestId: 0 });

    const hashOf = (who: SignedIn) => hashSessionToken(who.cookie.split('=')[1]!);
    const hashes = [hashOf(member), hashOf(quiet), 'no-such-session'];
    expect(await liveSessionHashes(db, t.ctx.config, hashes)).toEqual(
      new Set([hashOf(member), hashOf(quiet)]),
    );
    expect((await call(member, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect(await liveSessionHashes(db, t.ctx.config, hashes)).toEqual(new Set([hashOf(quiet)]));
  });
});

describe('pushes after the commit (decision 009)', () => {
  it("leaves NOTIFY out of the notifying write's commit and sends a turn's pushes in one statement", async () => {
    const { db } = t.ctx.handle;
    const requestId = await ask();
    const responseId = await answer(t.ben, requestId);
    await settlePushes(db);
    const payloads: { recipientId: number; id: number }[] = [];
    const unlisten = await t.ctx.handle.listen(NOTIFY_CHANNEL, (payload) =>
      payloads.push(JSON.parse(payload)),
    );
    try {
      const written = await db.transaction(async (tx) =>
        notifyAnswerEvent(
          tx as unknown as typeof db,
          'response_rated',
          t.asker.user.id,
          responseId,
        ),
      );
      expect(written).toEqual([{ recipientId: t.ben.user.id, id: expect.any(Number) }]);
      // NOTIFYs arrive in commit order: had the write's commit notified, it would come before this marker.
      const marker = { recipientId: -1, id: -1 };
      pushNotifications(db, [marker]);
      await until(() => payloads.some((p) => p.id === -1));
      expect(payloads).toEqual([marker]);

      t.ctx.resetQueryCount();
      pushNotifications(db, written);
      pushNotifications(db, [{ recipientId: -2, id: -2 }]);
      // PostgreSQL: one statement NOTIFYs both; PGlite: both handed to this process's listeners.
      const pushes = t.ctx.handle.engine === 'postgres' ? 1 : 2;
      expect(await t.ctx.settledQueryCounts()).toEqual({ statements: 0, pushes });
      await until(() => payloads.length === 3);
      expect(payloads.slice(1)).toEqual([...written, { recipientId: -2, id: -2 }]);
    } finally {
      await unlisten();
    }
  });
});

describe('the push statement', () => {
  it('commits without waiting for the WAL flush, in its own transaction only', async () => {
    const { db } = t.ctx.handle;
    const setting = async (on: typeof db) =>
      (
        (await on.execute(
          sql`select current_setting('synchronous_commit') as value`,
        )) as unknown as { rows: { value: string }[] }
      ).rows[0]!.value;
    const inside = await db.transaction(async (tx) => {
      await tx.execute(pushStatement([{ recipientId: -3, id: -3 }]));
      return setting(tx as unknown as typeof db);
    });
    expect(inside).toBe('off');
    expect(await setting(db)).toBe('on');
  });
});

/** Resolves once `done()` holds, polling every 10 ms; fails after 5 s. */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done();) {
    if (Date.now() - started > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
