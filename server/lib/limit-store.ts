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
  /** Writes what is kept in process and stops timers (the app is closing). */
  close?(): Promise<void>;
}

/**
 * Exponential back-off of one key: `free` attempts pass at once, then each
 * further attempt waits `baseMs`·2^(n−free−1) after the one before (capped at `maxMs`); the key is
 * forgotten `forgetMs` after the last admitted attempt.
 */
export interface BackoffRule {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export interface BackoffResult {
  /** False while the key waits: the attempt must not do the work. */
  allowed: boolean;
  /** Milliseconds until the next attempt is admitted (0 while attempts are free). */
  retryInMs: number;
  /** Attempts admitted since the key was last forgotten or reset, this one included. */
  attempts: number;
}

/** The wait after `attempts` admitted attempts under `rule` (ms). */
export function backoffDelayMs(rule: BackoffRule, attempts: number): number {
  return attempts > rule.free
    ? Math.min(rule.maxMs, rule.baseMs * 2 ** (attempts - rule.free - 1))
    : 0;
}

/**
 * The counters the limits an attacker aims at use: each operation is one atomic step (one
 * statement in the database), so parallel requests cannot all pass a check made before counting
 *. The decision is always taken on the count the step returned.
 */
export interface ExactLimitStore extends LimitStore {
  /** Takes back one hit of the current window (a reserved attempt that succeeded). */
  release(key: string): Promise<void>;
  /** Admits or refuses one attempt on `key` under `rule`, counting it when admitted. */
  backoff(key: string, rule: BackoffRule): Promise<BackoffResult>;
}

/** Counters in a Map; expired windows are swept when the map grows. */
export class MemoryLimitStore implements ExactLimitStore {
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

  async release(key: string, now = Date.now()): Promise<void> {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > now && entry.hits > 0) entry.hits--;
  }

  /** Back-off entries reuse the map: `resetAt` is when the key is forgotten, `blockedUntil` the wait. */
  async backoff(key: string, rule: BackoffRule, now = Date.now()): Promise<BackoffResult> {
    let entry = this.windows.get(key) as
      { hits: number; resetAt: number; blockedUntil?: number } | undefined;
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      entry = { hits: 0, resetAt: 0, blockedUntil: 0 };
      this.windows.set(key, entry);
    }
    const blockedUntil = entry.blockedUntil ?? 0;
    if (now < blockedUntil)
      return { allowed: false, retryInMs: blockedUntil - now, attempts: entry.hits };
    entry.hits++;
    const delay = backoffDelayMs(rule, entry.hits);
    entry.blockedUntil = now + delay;
    entry.resetAt = now + delay + rule.forgetMs;
    return { allowed: true, retryInMs: delay, attempts: entry.hits };
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (an address flood): drop the oldest rather than grow without bound.
    while (this.windows.size >= this.maxKeys)
      this.windows.delete(this.windows.keys().next().value!);
  }
}

/** How often (in hits) the database store prunes windows that ended over an hour ago. */
const PRUNE_EVERY = 1000;

/**
 * Counters in `rate_limit_counters`: one atomic upsert per hit, correct across instances. The upsert
 * commits with `synchronous_commit = off` (its own transaction only): a write's limit check is a
 * commit of its own, and waiting for its WAL flush while holding the member's counter row made one
 * member's concurrent writes queue behind each other's disk flushes (decision 009). The price: a
 * database crash may forget the last fraction of a second of hits.
 */
export class DatabaseLimitStore implements ExactLimitStore {
  private hitsSincePrune = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    if (++this.hitsSincePrune >= PRUNE_EVERY) {
      this.hitsSincePrune = 0;
      await this.db.execute(
        sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`,
      );
    }
    const result = await this.db.execute(sql`
      insert into rate_limit_counters as c (key, hits, reset_at)
      select ${key}, 1, now() + ${windowMs} * interval '1 millisecond' from (select set_config('synchronous_commit', 'off', true)) async_commit
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

  async release(key: string): Promise<void> {
    await this.db.execute(
      sql`update rate_limit_counters set hits = hits - 1 where key = ${key} and reset_at > now() and hits > 0`,
    );
  }

  /**
   * One upsert: the row's `reset_at` is "admitted again from" + `forgetMs`, so the wait is read from
   * the row itself and no column is added. A waiting key is left as it is; an admitted attempt
   * writes `reset_at = now() + forget + delay(hits)`, which is how the answer tells the two apart
   * (now() is fixed per statement, so the same expression gives the same instant).
   */
  async backoff(key: string, rule: BackoffRule): Promise<BackoffResult> {
    const ms = sql`interval '1 millisecond'`;
    const delay = (hits: ReturnType<typeof sql>) =>
      sql`(case when ${hits} > ${rule.free} then least(${rule.maxMs}::float8, ${rule.baseMs}::float8 * power(2::float8, ${hits} - ${rule.free} - 1)) else 0 end) * ${ms}`;
    const forget = sql`${rule.forgetMs}::float8 * ${ms}`;
    const result = await this.db.execute(sql`
      insert into rate_limit_counters as c (key, hits, reset_at)
      select ${key}, 1, now() + ${forget} from (select set_config('synchronous_commit', 'off', true)) async_commit
      on conflict (key) do update set
        hits = case when c.reset_at <= now() then 1 when now() < c.reset_at - ${forget} then c.hits else c.hits + 1 end,
        reset_at = case when c.reset_at <= now() then now() + ${forget}
                        when now() < c.reset_at - ${forget} then c.reset_at
                        else now() + ${forget} + ${delay(sql`(c.hits + 1)`)} end
      returning hits, (reset_at = now() + ${forget} + ${delay(sql`hits`)}) as allowed,
        greatest(0, extract(epoch from (reset_at - ${forget} - now())) * 1000)::float8 as retry_in_ms`);
    const row = (
      rowsOf(result) as unknown as {
        hits: number | string;
        allowed: boolean | string;
        retry_in_ms: number | string;
      }[]
    )[0];
    const allowed = row?.allowed === true || row?.allowed === 't';
    return {
      allowed,
      retryInMs: Math.max(0, Math.round(Number(row?.retry_in_ms ?? 0))),
      attempts: Number(row?.hits ?? 0),
    };
  }
}

/** A counter row as the database answers it (numbers may come as strings). */
export type CounterRow = { hits: number | string; reset_in_ms: number | string };

/** node-postgres answers `{ rows }`, PGlite `{ rows }` too; both through drizzle's execute. */
export function rowsOf(result: unknown): CounterRow[] {
  return ((result as { rows?: CounterRow[] }).rows ?? (result as CounterRow[])) as CounterRow[];
}

/** A counter row as a WindowCount. */
export function toCount(row: CounterRow | undefined): WindowCount {
  return {
    hits: Number(row?.hits ?? 0),
    resetInMs: Math.max(0, Math.round(Number(row?.reset_in_ms ?? 0))),
  };
}
