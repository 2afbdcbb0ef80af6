/**
 * Notifications for PGlite clients whose statements bypass PGlite's own `query()`
 * (pglite-statement-cache.ts): a mirror of the listeners PGlite registers, and delivery as PGlite
 * does it, so LISTEN/NOTIFY behaves the same whichever path ran the statement.
 */
import { messages as wire, protocol, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import type { WireNotification } from './pglite-wire';

/** PostgreSQL's name of a channel as PGlite keys its listeners: a quoted name as written, else lower case. */
function toPostgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"')
    ? channel.slice(1, -1)
    : channel.toLowerCase();
}

/** Who hears a notification: listeners by channel (PostgreSQL's name) and listeners of every channel. */
export interface NotificationListeners {
  byChannel: Map<string, Set<(payload: string) => void>>;
  everyChannel: Set<(channel: string, payload: string) => void>;
}

/** Delivers `notification` as PGlite does: one microtask per listener, channel listeners first. */
export function deliver(
  listeners: NotificationListeners,
  { channel, payload }: WireNotification,
): void {
  listeners.byChannel.get(channel)?.forEach((listener) => queueMicrotask(() => listener(payload)));
  listeners.everyChannel.forEach((listener) => queueMicrotask(() => listener(channel, payload)));
}

/**
 * Keeps `listeners` equal to PGlite's own registry by wrapping the client's `listen`, `unlisten`,
 * `onNotification` and `offNotification` (PGlite's returned unsubscribe functions call the wrapped
 * `unlisten`). Registrations made before this call are not mirrored.
 */
export function mirrorListeners(client: PGlite, listeners: NotificationListeners): void {
  const { byChannel, everyChannel } = listeners;
  const listen = client.listen.bind(client);
  client.listen = async (channel, callback, tx) => {
    const name = toPostgresName(channel);
    if (!byChannel.has(name)) byChannel.set(name, new Set());
    byChannel.get(name)!.add(callback);
    try {
      return await listen(channel, callback, tx);
    } catch (err) {
      byChannel.get(name)?.delete(callback);
      if (byChannel.get(name)?.size === 0) byChannel.delete(name);
      throw err;
    }
  };
  const unlisten = client.unlisten.bind(client);
  client.unlisten = async (channel, callback, tx) => {
    const name = toPostgresName(channel);
    // As PGlite: without a callback the channel is unlistened but its listeners stay registered.
    if (callback) byChannel.get(name)?.delete(callback);
    await unlisten(channel, callback, tx);
    if (byChannel.get(name)?.size === 0) byChannel.delete(name);
  };
  const onNotification = client.onNotification.bind(client);
  client.onNotification = (callback) => {
    everyChannel.add(callback);
    const off = onNotification(callback);
    return () => {
      everyChannel.delete(callback);
      off();
    };
  };
  const offNotification = client.offNotification.bind(client);
  client.offNotification = (callback) => {
    everyChannel.delete(callback);
    offNotification(callback);
  };
}

/**
 * `answer` parsed by PGlite's own protocol parser, handled as PGlite's `execProtocolStream` does:
 * notifications delivered and notices passed to `onNotice` in order, up to the first error, which is
 * thrown. For answers outside readStatementResult's scope.
 */
export function pgliteMessages(
  answer: Buffer,
  options: QueryOptions | undefined,
  listeners: NotificationListeners,
): wire.BackendMessage[] {
  const messages: wire.BackendMessage[] = [];
  new protocol.Parser().parse(answer, (message) => messages.push(message));
  for (const message of messages) {
    if (message instanceof wire.DatabaseError) throw message;
    if (message instanceof wire.NoticeMessage) options?.onNotice?.(message);
    if (message instanceof wire.NotificationResponseMessage) deliver(listeners, message);
  }
  return messages;
}
