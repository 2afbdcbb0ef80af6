/**
 * The stream hub's database work does not grow with its streams (decision 043): one state read per
 * burst of news, each member once, and one session check per heartbeat for every stream.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createStreamHub, type StreamState } from './notification-stream';

/** A stand-in for a stream's response: records what was written. */
function fakeResponse() {
  const raw = Object.assign(new EventEmitter(), {
    written: [] as string[],
    writableEnded: false,
    write(chunk: string) {
      raw.written.push(chunk);
      return true;
    },
    end() {
      raw.writableEnded = true;
      raw.emit('close');
    },
  });
  return raw;
}

const unreadEvents = (raw: ReturnType<typeof fakeResponse>) =>
  raw.written.filter((chunk) => chunk.includes('event: unread'));

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function hubWithCounters(live: Set<string>) {
  const stateCalls: number[][] = [];
  const sessionCalls: string[][] = [];
  const hub = createStreamHub({
    statesOf: async (ids) => {
      stateCalls.push([...ids].sort((a, b) => a - b));
      return new Map<number, StreamState>(ids.map((id) => [id, { unread: id * 10, latestId: id }]));
    },
    liveSessions: async (hashes) => {
      sessionCalls.push(hashes);
      return new Set(hashes.filter((hash) => live.has(hash)));
    },
  });
  const open = (userId: number, tokenHash: string) => {
    const raw = fakeResponse();
    hub.add({ userId, raw: raw as unknown as ServerResponse, tokenHash });
    return raw;
  };
  return { hub, open, stateCalls, sessionCalls };
}

describe('notification stream hub', () => {
  it('reads each member once per burst of news, however many streams they have open', async () => {
    const { hub, open, stateCalls } = hubWithCounters(new Set());
    const a1 = open(1, 'a');
    const a2 = open(1, 'a2');
    const b = open(2, 'b');
    await settle();
    // The three new streams got their first state from one read.
    expect(stateCalls).toEqual([[1, 2]]);
    expect(unreadEvents(a1)).toEqual(['id: 1\nevent: unread\ndata: {"unread":10}\n\n']);
    hub.onPayload(JSON.stringify({ recipientId: 1 }));
    hub.onPayload(JSON.stringify({ recipientId: 1 }));
    hub.onPayload(JSON.stringify({ recipientId: 2 }));
    hub.onPayload(JSON.stringify({ recipientId: 3 })); // no stream here: never read
    hub.onPayload('not json');
    await settle();
    expect(stateCalls).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect(unreadEvents(a1)).toHaveLength(2);
    expect(unreadEvents(a2)).toHaveLength(2);
    expect(unreadEvents(b).at(-1)).toBe('id: 2\nevent: unread\ndata: {"unread":20}\n\n');
    hub.closeAll();
  });

  it('sends a new stream its state without repeating it to the member’s other streams', async () => {
    const { hub, open } = hubWithCounters(new Set());
    const first = open(5, 'x');
    await settle();
    const second = open(5, 'y');
    await settle();
    expect(unreadEvents(first)).toHaveLength(1);
    expect(unreadEvents(second)).toHaveLength(1);
    hub.closeAll();
  });

  it('checks every stream’s session in one read per heartbeat and ends the signed-out ones', async () => {
    const { hub, open, sessionCalls } = hubWithCounters(new Set(['live-1', 'live-2']));
    const kept = open(1, 'live-1');
    const alsoKept = open(2, 'live-2');
    const ended = open(3, 'gone');
    await hub.heartbeatNow();
    expect(sessionCalls).toHaveLength(1);
    expect([...sessionCalls[0]!].sort()).toEqual(['gone', 'live-1', 'live-2']);
    expect(ended.writableEnded).toBe(true);
    expect(kept.writableEnded).toBe(false);
    expect(alsoKept.written).toContain(': heartbeat\n\n');
    expect(hub.size()).toBe(2);
    hub.closeAll();
    expect(hub.size()).toBe(0);
  });
});
