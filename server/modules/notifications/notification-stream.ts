/**
 * Live notification pushes over Server-Sent Events. Each open stream belongs to a
 * member and a session; a NOTIFY on NOTIFY_CHANNEL (from this or any other app instance on the
 * same database) sends that member's streams an `unread` event whose id is the newest
 * notification id. On (re)connect the stream sends the current state at once, so a client that
 * reconnects with Last-Event-ID misses nothing: it refetches whenever an event arrives.
 * A comment line every HEARTBEAT_MS keeps proxies and our own idle-socket timeout from closing
 * the stream; at the same time the session is checked, so a signed-out stream ends within it.
 *
 * Database work does not grow with the number of streams (decision 043): the members with news are
 * gathered until the current turn of the event loop ends, and one statement reads the state of all
 * of them (each member once, however many streams they have open); while it runs, later news waits
 * for the next one. The heartbeat checks the sessions of every open stream in one statement.
 */
import type { ServerResponse } from 'node:http';

/** Between heartbeats (ms): below CONNECTION_TIMEOUT_MS (30 s) so the socket never looks idle. */
export const HEARTBEAT_MS = 15_000;
/** The reconnect delay (ms) a stream is given when its instance shuts down. */
export const RECONNECT_AFTER_SHUTDOWN_MS = 1_000;
/** Open streams per member (tabs and devices); the next one gets 429. */
export const MAX_STREAMS_PER_MEMBER = 5;

export interface StreamClient {
  userId: number;
  raw: ServerResponse;
  /** The hash of the stream's session token: the heartbeat ends the stream once it is no longer live. */
  tokenHash: string;
}

/** What a stream's `unread` event carries for a member. */
export interface StreamState {
  unread: number;
  latestId: number;
}

/** The database reads of a hub, each one statement for any number of members or sessions. */
export interface StreamSources {
  /** The state of each of these members (a member missing from the map gets zeros). */
  statesOf: (userIds: number[]) => Promise<Map<number, StreamState>>;
  /** Which of these session token hashes are still live. */
  liveSessions: (tokenHashes: string[]) => Promise<Set<string>>;
}

/** A hub of createStreamHub, as the routes hold it. */
export type StreamHub = ReturnType<typeof createStreamHub>;

type Owed = Map<number, Set<StreamClient> | null>;

/**
 * The state reads of a hub: `owe(userId, client?)` marks a member's streams (or one new stream) as
 * owed an event; the owed members of one event-loop turn are read in one statement and `deliver`
 * gets each stream's state ('failed' when the read failed). While a read runs, news waits for the
 * next one, so reads never overlap.
 */
function batchedStates(
  statesOf: StreamSources['statesOf'],
  streamsOf: (userId: number) => Set<StreamClient> | undefined,
  deliver: (client: StreamClient, state: StreamState | undefined | 'failed') => void,
) {
  // Members owed an event: `null` for all their streams, else only these new ones.
  let owed: Owed = new Map();
  let busy = false;
  const targets = (userId: number, only: Set<StreamClient> | null) =>
    [...(only ?? streamsOf(userId) ?? [])].filter((c) => streamsOf(userId)?.has(c));

  const flush = async () => {
    try {
      while (owed.size > 0) {
        const batch = owed;
        owed = new Map();
        // As when a single stream's read failed: the browser reconnects and gets a fresh state.
        const states = await statesOf([...batch.keys()]).catch(() => 'failed' as const);
        for (const [userId, only] of batch)
          for (const client of targets(userId, only))
            deliver(client, states === 'failed' ? states : states.get(userId));
      }
    } finally {
      busy = false;
    }
  };

  return (userId: number, client?: StreamClient) => {
    if (!streamsOf(userId)) return;
    const current = owed.get(userId);
    if (client === undefined || current === null) owed.set(userId, null);
    else owed.set(userId, (current ?? new Set()).add(client));
    // setImmediate: the news of one turn (a burst of NOTIFY payloads) share one statement.
    if (!busy) {
      busy = true;
      setImmediate(() => void flush());
    }
  };
}

/** The open streams of this process, per member. */
export function createStreamHub(sources: StreamSources) {
  const byUser = new Map<number, Set<StreamClient>>();
  const remove = (client: StreamClient) => {
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) byUser.delete(client.userId);
  };

  const end = (client: StreamClient) => {
    remove(client);
    if (!client.raw.writableEnded) client.raw.end();
  };

  const write = (client: StreamClient, state: StreamState | undefined) => {
    if (client.raw.writableEnded) return;
    const { unread, latestId } = state ?? { unread: 0, latestId: 0 };
    client.raw.write(`id: ${latestId}\nevent: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
  };

  const owe = batchedStates(
    sources.statesOf,
    (userId) => byUser.get(userId),
    (client, state) => (state === 'failed' ? end(client) : write(client, state)),
  );

  const checkSessions = async () => {
    const clients = [...byUser.values()].flatMap((set) => [...set]);
    if (clients.length === 0) return;
    for (const client of clients) client.raw.write(': heartbeat\n\n');
    const live = await sources.liveSessions(clients.map((client) => client.tokenHash));
    for (const client of clients) if (!live.has(client.tokenHash)) end(client);
  };

  const heartbeat = setInterval(() => void checkSessions().catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** How many streams the member has open. */
    count: (userId: number) => byUser.get(userId)?.size ?? 0,
    /** Adds a stream and sends it the current state soon; removes it when the socket closes. */
    add(client: StreamClient) {
      const set = byUser.get(client.userId) ?? new Set();
      set.add(client);
      byUser.set(client.userId, set);
      client.raw.on('close', () => remove(client));
      owe(client.userId, client);
    },
    /** A NOTIFY payload arrived: pushes to the recipient's streams in this process. */
    onPayload(payload: string) {
      let recipientId: number;
      try {
        recipientId = Number((JSON.parse(payload) as { recipientId: unknown }).recipientId);
      } catch {
        return;
      }
      owe(recipientId);
    },
    /** Pushes the current state to a member's streams (after they marked something read). */
    refresh(userId: number) {
      owe(userId);
    },
    /** Runs one heartbeat now (tests and benches; the interval runs it every HEARTBEAT_MS). */
    heartbeatNow: checkSessions,
    /** How many streams this process has open (metrics). */
    size: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
    /**
     * Ends every stream (shutdown). Each is told to reconnect within a second first, so a browser
     * behind a proxy moves to another instance at once instead of after the 3 s default.
     */
    closeAll() {
      clearInterval(heartbeat);
      for (const set of [...byUser.values()])
        for (const client of [...set]) {
          if (!client.raw.writableEnded)
            client.raw.write(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
          end(client);
        }
    },
  };
}
