/**
 * Live notification pushes over Server-Sent Events (issue 14). Each open stream belongs to a
 * member and a session; a NOTIFY on NOTIFY_CHANNEL (from this or any other app instance on the
 * same database) sends that member's streams an `unread` event whose id is the newest
 * notification id. On (re)connect the stream sends the current state at once, so a client that
 * reconnects with Last-Event-ID misses nothing: it refetches whenever an event arrives.
 * A comment line every HEARTBEAT_MS keeps proxies and our own idle-socket timeout from closing
 * the stream; at the same time the session is checked, so a signed-out stream ends within it.
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
  /** Re-checks the session; false ends the stream. */
  stillSignedIn: () => Promise<boolean>;
}

/** A hub of createStreamHub, as the routes hold it. */
export type StreamHub = ReturnType<typeof createStreamHub>;

/** The open streams of this process, per member. */
export function createStreamHub(
  unreadOf: (userId: number) => Promise<{ unread: number; latestId: number }>,
) {
  const byUser = new Map<number, Set<StreamClient>>();

  const send = async (client: StreamClient) => {
    const { unread, latestId } = await unreadOf(client.userId);
    client.raw.write(`id: ${latestId}\nevent: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
  };

  const remove = (client: StreamClient) => {
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) byUser.delete(client.userId);
  };

  const end = (client: StreamClient) => {
    remove(client);
    if (!client.raw.writableEnded) client.raw.end();
  };

  const heartbeat = setInterval(() => {
    for (const set of byUser.values())
      for (const client of set) {
        client.raw.write(': heartbeat\n\n');
        void client.stillSignedIn().then(
          (ok) => ok || end(client),
          () => {},
        );
      }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** How many streams the member has open. */
    count: (userId: number) => byUser.get(userId)?.size ?? 0,
    /** Adds a stream and sends it the current state; removes it when the socket closes. */
    async add(client: StreamClient) {
      const set = byUser.get(client.userId) ?? new Set();
      set.add(client);
      byUser.set(client.userId, set);
      client.raw.on('close', () => remove(client));
      await send(client).catch(() => end(client));
    },
    /** A NOTIFY payload arrived: pushes to the recipient's streams in this process. */
    onPayload(payload: string) {
      let recipientId: number;
      try {
        recipientId = Number((JSON.parse(payload) as { recipientId: unknown }).recipientId);
      } catch {
        return;
      }
      for (const client of byUser.get(recipientId) ?? [])
        void send(client).catch(() => end(client));
    },
    /** Pushes the current state to a member's streams (after they marked something read). */
    refresh(userId: number) {
      for (const client of byUser.get(userId) ?? []) void send(client).catch(() => end(client));
    },
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
