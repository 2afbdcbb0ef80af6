/**
 * Database counters batched in process (the global limit's store): see BatchedDatabaseLimitStore.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf, type CounterRow, type LimitStore, type WindowCount } from './limit-store';

/** How often a batched store adds its hits to the database (ms). */
export const BATCH_FLUSH_MS = 1_000;

/**
 * Counters in `rate_limit_counters` for limits sized in hundreds per window or more (the global
 * limit): hits are counted in process and added to the table in one statement at most every
 * `flushMs` while there are any, and a hit is judged on the table's count at the last flush plus the
 * hits this process has not flushed yet. Every instance still shares one count, a second late.
 *
 * Why: with one upsert per hit, every API request on PostgreSQL was a write transaction — a commit
 * per read, and a new database snapshot per request, which kept the feed's deep-page seek
 * (decision 009) from ever applying. The price: each instance may admit up to one flush interval of
 * its own hits beyond a limit before it sees the others' (≤ 1 s of traffic against a 5-minute
 * window). Exact limits (sign-in, sign-up, writes, searches) stay on DatabaseLimitStore.
 */
export class BatchedDatabaseLimitStore implements LimitStore {
  /** The table's count and window end (epoch ms) at the last flush, per key. */
  private readonly flushed = new Map<string, { hits: number; resetAt: number }>();
  private pending = new Map<string, { hits: number; windowMs: number }>();
  /** Hits of flushes in progress: counted until the table's answer includes them. */
  private readonly inFlight = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly flushMs = BATCH_FLUSH_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const entry = this.pending.get(key) ?? { hits: 0, windowMs };
    entry.hits++;
    this.pending.set(key, entry);
    if (!this.closed) this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    return this.count(key, windowMs);
  }

  async peek(key: string): Promise<WindowCount> {
    const count = this.count(key, 0);
    return count.hits ? count : { hits: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.pending.delete(key);
    this.flushed.delete(key);
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }

  /** Adds the pending hits to the table now (one statement) and learns every key's shared count. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    for (const [key, { hits }] of batch)
      this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + hits);
    const rows = [...batch].map(([key, { hits, windowMs }]) => ({
      key,
      hits,
      window_ms: windowMs,
    }));
    this.flushing = this.flushing.then(async () => {
      try {
        const result = await this.db.execute(sql`
          insert into rate_limit_counters as c (key, hits, reset_at)
          select t.key, t.hits, now() + t.window_ms * interval '1 millisecond'
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(key text, hits int, window_ms int)
          on conflict (key) do update set
            hits = case when c.reset_at <= now() then excluded.hits else c.hits + excluded.hits end,
            reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
          returning key, hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as reset_in_ms`);
        const now = this.now();
        for (const row of rowsOf(result) as (CounterRow & { key: string })[]) {
          this.flushed.set(row.key, {
            hits: Number(row.hits),
            resetAt: now + Number(row.reset_in_ms),
          });
        }
      } catch {
        // The database is unreachable: keep the hits for the next flush rather than lose them.
        for (const [key, entry] of batch) {
          const later = this.pending.get(key);
          this.pending.set(key, {
            hits: entry.hits + (later?.hits ?? 0),
            windowMs: entry.windowMs,
          });
        }
        if (!this.closed) this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
      } finally {
        for (const [key, { hits }] of batch) {
          const left = (this.inFlight.get(key) ?? 0) - hits;
          if (left > 0) this.inFlight.set(key, left);
          else this.inFlight.delete(key);
        }
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private count(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let shared = this.flushed.get(key);
    if (shared && shared.resetAt <= now) {
      this.flushed.delete(key);
      shared = undefined;
    }
    if (this.flushed.size > 100_000) this.flushed.clear(); // an address flood: forget, the table keeps counting
    const local = (this.pending.get(key)?.hits ?? 0) + (this.inFlight.get(key) ?? 0);
    return {
      hits: (shared?.hits ?? 0) + local,
      resetInMs: shared ? shared.resetAt - now : windowMs,
    };
  }
}
