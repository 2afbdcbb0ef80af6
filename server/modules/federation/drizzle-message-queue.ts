/**
 * Fedify's MessageQueue on the `federation_queue` table (decision 046): durable (a queued delivery
 * survives a restart), shared by every instance, and each message handled by one instance: a
 * listener claims the oldest due message with `FOR UPDATE SKIP LOCKED`, handles it, then deletes
 * it. A claim older than the lease (an instance that died mid-delivery) is taken over. Fedify's
 * own retry policy re-enqueues a failed delivery with a delay (`nativeRetrial` is false).
 * Each delivery records its remote host, so a host whose circuit is open (delivery-hosts.ts,
 * decision 051) has its deliveries wait in the table, untouched, instead of being claimed and held
 * one by one.
 */
import type {
  MessageQueue,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify';
import { sql } from 'drizzle-orm';
import type { Database, Listen } from '../../db/client';
import { localChannelsOf } from '../../db/local-channels';
import { federationDeliveryHosts, federationQueue } from '../../db/schema';

/**
 * How much longer than a held host's probe its other deliveries wait: the probe's outcome closes
 * the circuit (they are released at once) or opens it again (they wait for the next hold).
 */
export const PROBE_GRACE_SECONDS = 60;

/** The NOTIFY channel that wakes listeners in other processes after an enqueue (decision 060). */
export const QUEUE_CHANNEL = 'hearsay_federation_queue';

/** The remote host an outgoing delivery goes to (Fedify's outbox message), else null. */
export function deliveryHostOf(message: unknown): string | null {
  const { type, inbox } = (message ?? {}) as { type?: unknown; inbox?: unknown };
  if (type !== 'outbox' || typeof inbox !== 'string') return null;
  try {
    return new URL(inbox).host;
  } catch {
    return null;
  }
}

export interface DrizzleMessageQueueOptions {
  /** How often an idle listener looks for due messages (ms); default 1000. */
  pollMs?: number;
  /** A claim older than this is handed out again (ms); default 5 minutes. */
  leaseMs?: number;
  /** Messages one listener handles at once (a slow inbox does not hold up the others); default 4. */
  workers?: number;
  /** LISTEN of the database: a listener also wakes when another process enqueues (QUEUE_CHANNEL). */
  listenFn?: Listen;
  /**
   * NOTIFY QUEUE_CHANNEL after each enqueue, for a queue worked by another process (the federation
   * worker, FEDERATION_DELIVERY=separate); default false.
   */
  notifyOthers?: boolean;
}

const delayMs = (options?: MessageQueueEnqueueOptions): number => {
  const delay = options?.delay as { total?: (unit: string) => number } | undefined;
  return delay?.total ? Math.max(0, delay.total('millisecond')) : 0;
};

/** A MessageQueue in `federation_queue`; `listen` runs until its signal aborts. */
export class DrizzleMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly workers: number;
  private readonly listenFn: Listen | undefined;
  private readonly notifyOthers: boolean;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly db: Database,
    options: DrizzleMessageQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.workers = options.workers ?? 4;
    this.listenFn = options.listenFn;
    this.notifyOthers = options.notifyOthers ?? false;
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions) {
    if (messages.length === 0) return;
    const deliverAt = new Date(Date.now() + delayMs(options));
    // A delivery to a held host waits past its probe (greatest() skips the null of a free host).
    await this.db.insert(federationQueue).values(
      messages.map((message) => {
        const host = deliveryHostOf(message);
        return {
          message: message as object,
          host,
          deliverAt: host
            ? sql`greatest(${deliverAt.toISOString()}::timestamptz, (select ${federationDeliveryHosts.heldUntil} + ${PROBE_GRACE_SECONDS} * interval '1 second' from ${federationDeliveryHosts} where ${federationDeliveryHosts.host} = ${host}))`
            : deliverAt,
        };
      }),
    );
    for (const wake of [...this.wakers]) wake();
    if (this.notifyOthers) await this.notifyListeners();
  }

  /**
   * Wakes the queue's listeners elsewhere: NOTIFY on PostgreSQL, this process's channels on PGlite
   * (local-channels.ts). A lost wake-up only waits for the listener's next poll.
   */
  private async notifyListeners(): Promise<void> {
    const local = localChannelsOf(this.db);
    if (local) return local.notify(QUEUE_CHANNEL, ['']);
    await this.db.execute(sql`select pg_notify(${QUEUE_CHANNEL}, '')`).catch(() => undefined);
  }

  /** Claims the oldest due message, or null when none is due. */
  async claim(): Promise<{ id: number; message: unknown } | null> {
    const lease = `${this.leaseMs} milliseconds`;
    const result = await this.db.execute<{ id: string | number; message: unknown }>(sql`
      update ${federationQueue} set claimed_at = now()
      where id = (
        select id from ${federationQueue}
        where deliver_at <= now()
          and (claimed_at is null or claimed_at < now() - ${lease}::interval)
        order by deliver_at, id
        limit 1
        for update skip locked
      )
      returning id, message`);
    const row = (result as unknown as { rows: { id: string | number; message: unknown }[] })
      .rows[0];
    return row ? { id: Number(row.id), message: row.message } : null;
  }

  async listen(
    handler: (message: unknown) => Promise<void> | void,
    options: MessageQueueListenOptions = {},
  ): Promise<void> {
    const unlisten = await this.listenFn?.(QUEUE_CHANNEL, () => {
      for (const wake of [...this.wakers]) wake();
    });
    try {
      await Promise.all(
        Array.from({ length: this.workers }, () => this.work(handler, options.signal)),
      );
    } finally {
      await unlisten?.();
    }
  }

  /** One worker: claim, handle, delete; when nothing is due, wait for a poll or an enqueue. */
  private async work(handler: (message: unknown) => Promise<void> | void, signal?: AbortSignal) {
    while (!signal?.aborted) {
      const claimed = await this.claim().catch(() => null);
      if (claimed) {
        try {
          await handler(claimed.message);
        } finally {
          await this.db.execute(sql`delete from ${federationQueue} where id = ${claimed.id}`);
        }
        continue;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          this.wakers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, this.pollMs);
        this.wakers.add(done);
        signal?.addEventListener('abort', done, { once: true });
      });
    }
  }

  /**
   * Holds the waiting deliveries to `host` (a circuit that has just opened): the oldest until
   * `until`, to probe the host, the others `PROBE_GRACE_SECONDS` longer, so an expiring hold
   * releases one delivery, not all of them; the probe's outcome then releases or holds the rest.
   */
  async holdHost(host: string, until: Date): Promise<void> {
    const at = until.toISOString();
    await this.db.execute(sql`
      update ${federationQueue} q set deliver_at = case
          when q.id = (select min(id) from ${federationQueue}
                       where host = ${host} and claimed_at is null) then ${at}::timestamptz
          else ${at}::timestamptz + ${PROBE_GRACE_SECONDS} * interval '1 second' end
      where q.host = ${host} and q.claimed_at is null
        and q.deliver_at < ${at}::timestamptz + ${PROBE_GRACE_SECONDS} * interval '1 second'`);
  }

  /** Releases the waiting deliveries to `host` now (its circuit closed: it answers again). */
  async releaseHost(host: string): Promise<void> {
    await this.db.execute(sql`
      update ${federationQueue} set deliver_at = now()
      where host = ${host} and claimed_at is null and deliver_at > now()`);
  }

  /** Age in seconds of the oldest message that is due and not handled yet (0 when none). */
  async oldestDueAgeSeconds(): Promise<number> {
    const result = await this.db.execute<{ age: number | null }>(sql`
      select extract(epoch from now() - min(deliver_at))::float8 as age
      from ${federationQueue} where deliver_at <= now()`);
    const row = (result as unknown as { rows: { age: number | null }[] }).rows[0];
    return Math.max(0, row?.age ?? 0);
  }

  async getDepth() {
    const result = await this.db.execute<{ queued: number; ready: number; delayed: number }>(sql`
      select count(*)::int as queued,
        count(*) filter (where deliver_at <= now())::int as ready,
        count(*) filter (where deliver_at > now())::int as delayed
      from ${federationQueue}`);
    const row = (
      result as unknown as { rows: { queued: number; ready: number; delayed: number }[] }
    ).rows[0]!;
    return row;
  }
}
