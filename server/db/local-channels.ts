/**
 * LISTEN/NOTIFY for the embedded database, in process. PGlite runs inside this one process (its data
 * directory is locked to it), so every listener of its channels is here too: a notification can go
 * straight to them instead of through a statement that NOTIFYs and the engine's wire reader (one
 * statement less per notifying write on PGlite; decision 009). PostgreSQL keeps real LISTEN/NOTIFY,
 * which reaches other instances.
 */

export interface LocalChannels {
  /** Subscribes `onPayload` to `channel`; resolves to the unsubscribe function (DatabaseHandle.listen's contract). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Hands each payload to `channel`'s listeners, in order (synchronously; callers defer). */
  notify(channel: string, payloads: readonly string[]): void;
}

/** A fresh set of in-process channels. */
export function createLocalChannels(): LocalChannels {
  const byChannel = new Map<string, Set<(payload: string) => void>>();
  return {
    async listen(channel, onPayload) {
      const set = byChannel.get(channel) ?? new Set();
      // A wrapper per call, so the same function subscribed twice is unsubscribed once per call.
      const listener = (payload: string) => onPayload(payload);
      set.add(listener);
      byChannel.set(channel, set);
      return async () => {
        set.delete(listener);
      };
    },
    notify(channel, payloads) {
      const set = byChannel.get(channel);
      if (!set) return;
      for (const payload of payloads) for (const listener of [...set]) listener(payload);
    },
  };
}

// Keyed by the Drizzle database object; typed as `object` so this file needs nothing from client.ts,
// which imports it (no import cycle).
const registry = new WeakMap<object, LocalChannels>();

/** Marks `db` as an embedded database whose notifications are delivered by `channels`. */
export function registerLocalChannels(db: object, channels: LocalChannels): void {
  registry.set(db, channels);
}

/** The in-process channels of an embedded database; undefined for PostgreSQL (use NOTIFY). */
export function localChannelsOf(db: object): LocalChannels | undefined {
  return registry.get(db);
}
