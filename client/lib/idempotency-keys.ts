/**
 * Idempotency keys for POSTs that create something (IETF draft "The Idempotency-Key HTTP
 * Header Field"). One key per submission: the same path and body sent again before an answer
 * arrives (a double click, a retry after a timeout or a network error) reuses the key, so the
 * server writes once and answers the repeat with the first answer. Once the server has answered
 * (success or a refusal), the key is forgotten: posting the same text again later on purpose is a
 * new submission. Keys not used for KEY_TTL_MS are dropped.
 */

/** How long an unanswered submission keeps its key (ms): past any retry a member would make. */
export const KEY_TTL_MS = 10 * 60_000;

const pending = new Map<string, { key: string; at: number }>();

function newKey(): string {
  // crypto.randomUUID needs a secure context; the fallback keeps plain-http LAN setups working.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The key of the submission `path` + `body` (same inputs, same key until settled). */
export function idempotencyKeyFor(path: string, body: unknown, now = Date.now()): string {
  for (const [id, entry] of pending) if (now - entry.at > KEY_TTL_MS) pending.delete(id);
  const id = `${path}\n${JSON.stringify(body ?? null)}`;
  const entry = pending.get(id) ?? { key: newKey(), at: now };
  entry.at = now;
  pending.set(id, entry);
  return entry.key;
}

/**
 * The server answered the submission: its key is done. A network failure or a 5xx leaves it
 * pending, so the retry is recognised as the same submission.
 */
export function settleIdempotencyKey(path: string, body: unknown): void {
  pending.delete(`${path}\n${JSON.stringify(body ?? null)}`);
}
