/**
 * Fixed-window hit counters behind one interface (docs/decisions/002-rate-limits.md): in process
 * memory (one instance) or in the database (every instance on one PostgreSQL shares them).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface LimitStore {
  /** Counts one hit on `key` in a window of `windowMs` (opened by the first hit). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count without adding a hit (0 when no window is open). */
  peek(key: string): Promise<WindowCount>;
  /** Forgets `key` (e.g. failed sign-ins after a success). */
  reset(key: string): Promise<void>;
}

/** Counters in a Map; expired windows are swept when the map grows. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<WindowCount> {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      entry = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.hits++;
    return { hits: entry.hits, resetInMs: entry.resetAt - now };
  }

  async peek(key: string, now = Date.now()): Promise<WindowCount> {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) return { hits: 0, resetInMs: 0 };
    return { hits: entry.hits, resetInMs: entry.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (an address flood): drop the oldest rather than grow without bound.
    while (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
  }
}

/** How often (in hits) the database store prunes windows that ended over an hour ago. */
const PRUNE_EVERY = 1000;

/** Counters in `rate_limit_counters`: one atomic upsert per hit, correct across instances. */
export class DatabaseLimitStore implements LimitStore {
  private hitsSincePrune = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    if (++this.hitsSincePrune >= PRUNE_EVERY) {
      this.hitsSincePrune = 0;
      await this.db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
    }
    const result = await this.db.execute(sql`
      insert into rate_limit_counters as c (key, hits, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as reset_in_ms`);
    return toCount(rowsOf(result)[0]);
  }

  async peek(key: string): Promise<WindowCount> {
    const result = await this.db.execute(sql`
      select hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as reset_in_ms
      from rate_limit_counters where key = ${key} and reset_at > now()`);
    const row = rowsOf(result)[0];
    return row ? toCount(row) : { hits: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }
}

type CounterRow = { hits: number | string; reset_in_ms: number | string };

/** node-postgres answers `{ rows }`, PGlite `{ rows }` too; both through drizzle's execute. */
function rowsOf(result: unknown): CounterRow[] {
  return ((result as { rows?: CounterRow[] }).rows ?? (result as CounterRow[])) as CounterRow[];
}

function toCount(row: CounterRow | undefined): WindowCount {
  return { hits: Number(row?.hits ?? 0), resetInMs: Math.max(0, Math.round(Number(row?.reset_in_ms ?? 0))) };
}
