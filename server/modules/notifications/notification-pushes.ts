/**
 * Live pushes of new notifications (decision 016 "Live"; decision 009 for why they leave the
 * write). A notification insert returns `(recipient_id, id)` instead of calling `pg_notify` itself:
 * a transaction that NOTIFYs takes PostgreSQL's one database-wide NOTIFY lock when it commits and
 * holds it through its commit's WAL flush, so every notifying write in the database committed one
 * after the other. The writer hands the rows to pushNotifications once its (outermost) transaction
 * has committed; the pushes of one event-loop turn go out in one statement of their own, committed
 * without waiting for the WAL flush (`synchronous_commit = off`: the notification row is already
 * durable, the push only tells open streams to refetch).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localChannelsOf } from '../../db/local-channels';
import { inTransaction } from '../../db/transaction';
import { textArrayLiteral } from '../../lib/sql';
import { cteName, type CteRef } from '../../lib/write-effects';

/** The LISTEN/NOTIFY channel of new notifications; payload `{"recipientId":…,"id":…}`. */
export const NOTIFY_CHANNEL = 'hearsay_notifications';

/** A notification row written by a write, to push to its recipient once the write has committed. */
export interface NotificationPush {
  recipientId: number;
  id: number;
}

/** The RETURNING clause of every notification insert: what pushNotifications needs of each row. */
export const returningPush = sql`returning recipient_id, id`;

/** The columns a notification CTE ending in returningPush offers. */
export type PushColumn = 'recipient_id' | 'id';

/**
 * A json expression for a write's final SELECT: the rows inserted by notification CTEs `ctes`
 * (CTEs ending in returningPush) as a NotificationPush[] (`[]` when none).
 */
export function pushesOf(...ctes: CteRef<PushColumn>[]): SQL {
  const rows = sql.join(
    ctes.map((cte) => sql`select recipient_id, id from ${cteName(cte)}`),
    sql` union all `,
  );
  return sql`(select coalesce(json_agg(json_build_object('recipientId', p.recipient_id, 'id', p.id)), '[]'::json) from (${rows}) p)`;
}

interface Pusher {
  queue: NotificationPush[];
  scheduled: boolean;
  /** Settles when every push queued so far has been sent (or has failed). */
  sent: Promise<void>;
}

/** One queue per database handle (an app has one; tests open many). */
const pushers = new WeakMap<Database, Pusher>();

/**
 * Pushes notifications `pushes` to their recipients' streams, on every instance LISTENing to
 * NOTIFY_CHANNEL. Call it with the app's database handle (never a transaction) after the write
 * that inserted them has committed. Returns at once: the pushes of the current event-loop turn are
 * sent together on the next, in one statement on PostgreSQL, straight to this process's listeners
 * on PGlite (local-channels.ts). A failed push is dropped (the notification itself is stored; the
 * member's bell shows it on the next push, refetch or reconnect).
 */
export function pushNotifications(db: Database, pushes: readonly NotificationPush[]): void {
  if (pushes.length === 0) return;
  let pusher = pushers.get(db);
  if (!pusher) {
    pusher = { queue: [], scheduled: false, sent: Promise.resolve() };
    pushers.set(db, pusher);
  }
  pusher.queue.push(...pushes);
  if (pusher.scheduled) return;
  pusher.scheduled = true;
  const queued = pusher;
  const batch = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    const sent = queued.queue;
    queued.queue = [];
    queued.scheduled = false;
    const local = localChannelsOf(db);
    const hook = committedHooks.get(db);
    // What the hook reads of the batch, in the NOTIFY statement itself on PostgreSQL (no round trip more).
    const extra = hook?.wanted()
      ? hook.select(
          sql`array[${sql.join(
            sent.map((p) => sql`${p.id}`),
            sql`, `,
          )}]::int[]`,
        )
      : null;
    let read: unknown = null;
    try {
      if (local) {
        local.notify(NOTIFY_CHANNEL, sent.map(payloadOf));
        if (extra)
          read = (
            (await db.execute(sql`select ${extra} as extra`)) as unknown as {
              rows: { extra: unknown }[];
            }
          ).rows[0]?.extra;
      } else {
        const result = (await db.execute(pushStatement(sent, extra))) as unknown as {
          rows: { extra?: unknown }[];
        };
        read = result.rows[0]?.extra ?? null;
      }
    } catch {
      // Dropped: see above.
    }
    if (hook && read !== null) await hook.deliver(read).catch(() => {});
  });
  queued.sent = Promise.all([queued.sent, batch]).then(() => {});
}

/** Settles once every push queued on `db` so far has been sent: before the database closes, and in tests. */
export function settlePushes(db: Database): Promise<void> {
  return pushers.get(db)?.sent ?? Promise.resolve();
}

/** The NOTIFY payload of a push. */
function payloadOf({ recipientId, id }: NotificationPush): string {
  return JSON.stringify({ recipientId, id });
}

/**
 * One statement that NOTIFYs each push and commits without waiting for the WAL flush; with `extra`
 * (a committed-notifications hook's read), its first row also carries that read as `extra`.
 */
export function pushStatement(pushes: readonly NotificationPush[], extra: SQL | null = null): SQL {
  const payloads = pushes.map(payloadOf);
  if (!extra)
    return sql`select set_config('synchronous_commit', 'off', true), pg_notify(${NOTIFY_CHANNEL}, p)
    from unnest(${textArrayLiteral(payloads)}::text[]) p`;
  return sql`select set_config('synchronous_commit', 'off', true), pg_notify(${NOTIFY_CHANNEL}, u.p), case when u.n = 1 then ${extra} end as extra
    from unnest(${textArrayLiteral(payloads)}::text[]) with ordinality u(p, n)`;
}

/**
 * A consumer of every committed batch of notifications besides the live streams (Web Push, issue
 * 33). It runs on the instance that wrote them, so each notification reaches it once.
 */
export interface CommittedNotificationsHook {
  /** Whether to read anything for this batch (false: skip the read and deliver). */
  wanted(): boolean;
  /** A SQL expression over `ids` (an int[] of the batch's notification ids) whose value `deliver` gets. */
  select(ids: SQL): SQL;
  /** Acts on the read value; its errors are swallowed (the notification itself is stored). */
  deliver(read: unknown): Promise<void>;
}

const committedHooks = new WeakMap<Database, CommittedNotificationsHook>();

/** Registers the one committed-notifications hook of database handle `db` (replacing any earlier). */
export function onCommittedNotifications(
  db: Database,
  hook: CommittedNotificationsHook | null,
): void {
  if (hook) committedHooks.set(db, hook);
  else committedHooks.delete(db);
}

/**
 * The one way to write and notify (docs/decisions/052): `work` writes in one transaction and
 * returns the notification rows it wrote as `pushes`; they are pushed once it has committed.
 * Returns what `work` returned.
 */
export async function writeAndNotify<T extends { pushes: readonly NotificationPush[] }>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const done = await inTransaction(db, work);
  pushNotifications(db, done.pushes);
  return done;
}
