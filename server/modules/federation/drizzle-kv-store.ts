/**
 * Fedify's KvStore on the `federation_kv` table (decision 046), so caches and inbox idempotence are
 * shared by every instance and work on PGlite and PostgreSQL alike. A key is stored as the JSON
 * text of its parts, so a prefix of parts is a prefix of the text (`list`).
 */
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { federationKv } from '../../db/schema';

const keyText = (key: KvKey): string => JSON.stringify(key);

/** Milliseconds of a Temporal.Duration-like ttl (Fedify passes a Temporal.Duration). */
function ttlMs(options?: KvStoreSetOptions): number | null {
  const ttl = options?.ttl as { total?: (unit: string) => number } | undefined;
  return ttl?.total ? ttl.total('millisecond') : null;
}

/** A KvStore whose entries live in `federation_kv`; expired entries read as absent. */
export class DrizzleKvStore implements KvStore {
  constructor(private readonly db: Database) {}

  private live() {
    return or(isNull(federationKv.expiresAt), gt(federationKv.expiresAt, sql`now()`));
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: federationKv.value })
      .from(federationKv)
      .where(and(eq(federationKv.key, keyText(key)), this.live()));
    return row ? (row.value as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ms = ttlMs(options);
    const expiresAt = ms === null ? null : new Date(Date.now() + ms);
    await this.db
      .insert(federationKv)
      .values({ key: keyText(key), value: value as object, expiresAt })
      .onConflictDoUpdate({ target: federationKv.key, set: { value: value as object, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(federationKv).where(eq(federationKv.key, keyText(key)));
  }

  /**
   * Sets `key` to `newValue` (deletes it when undefined) only if it now holds `expectedValue`
   * (undefined: absent or expired), in one statement, so instances updating one entry (Fedify's
   * circuit breaker) never overwrite each other. jsonb equality ignores key order.
   */
  async cas(
    key: KvKey,
    expectedValue: unknown,
    newValue: unknown,
    options?: KvStoreSetOptions,
  ): Promise<boolean> {
    const k = keyText(key);
    const ms = ttlMs(options);
    const expiresAt = ms === null ? null : new Date(Date.now() + ms);
    if (expectedValue === undefined) {
      if (newValue === undefined) return (await this.get(key)) === undefined;
      const rows = await this.db
        .insert(federationKv)
        .values({ key: k, value: newValue as object, expiresAt })
        .onConflictDoUpdate({
          target: federationKv.key,
          set: { value: newValue as object, expiresAt },
          setWhere: lte(federationKv.expiresAt, sql`now()`),
        })
        .returning({ key: federationKv.key });
      return rows.length === 1;
    }
    const matches = and(
      eq(federationKv.key, k),
      this.live(),
      sql`${federationKv.value} = ${JSON.stringify(expectedValue)}::jsonb`,
    );
    const rows =
      newValue === undefined
        ? await this.db.delete(federationKv).where(matches).returning({ key: federationKv.key })
        : await this.db
            .update(federationKv)
            .set({ value: newValue as object, expiresAt })
            .where(matches)
            .returning({ key: federationKv.key });
    return rows.length === 1;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const exact = prefix ? keyText(prefix) : '[]';
    const start = prefix ? `${exact.slice(0, -1)},` : '[';
    const rows = await this.db
      .select({ key: federationKv.key, value: federationKv.value })
      .from(federationKv)
      .where(
        and(
          this.live(),
          or(
            eq(federationKv.key, exact),
            sql`left(${federationKv.key}, ${start.length}) = ${start}`,
          ),
        ),
      )
      .orderBy(federationKv.key);
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }

  /** Removes expired entries (called now and then by the queue's listener). */
  async sweep(): Promise<void> {
    await this.db.delete(federationKv).where(lte(federationKv.expiresAt, sql`now()`));
  }
}
