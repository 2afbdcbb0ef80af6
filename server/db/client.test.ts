/** The PGlite client's query path: Drizzle's type parsers installed once instead of copied per query. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import {
  DRIZZLE_RAW_TYPES,
  openDatabase,
  parseLikeDrizzleByDefault,
  type DatabaseHandle,
} from './client';

let handle: DatabaseHandle;
/** A bare PGlite whose query() records its options, then wrapped (opened once: a start is seconds on a busy machine). */
let client: PGlite;
const seen: (QueryOptions | undefined)[] = [];
beforeAll(async () => {
  client = new PGlite();
  const original = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return original(text, params, options);
  }) as PGlite['query'];
  await parseLikeDrizzleByDefault(client);
  handle = await openDatabase({});
  await handle.db.execute(
    sql`create table parse_probe (id serial primary key, at timestamptz not null, day date not null, span interval not null, ats timestamptz[] not null)`,
  );
});
afterAll(async () => {
  await client.close();
  await handle.close();
});

describe('parseLikeDrizzleByDefault', () => {
  it('covers every parser Drizzle passes with a query', () => {
    const probe = drizzle(client);
    const prepared = probe._.session.prepareQuery(
      { sql: 'select 1', params: [] },
      undefined,
      undefined,
      false,
    ) as unknown as {
      queryConfig: { parsers: Record<string, unknown> };
      rawQueryConfig: { parsers: Record<string, unknown> };
    };
    const keys = [
      ...Object.keys(prepared.queryConfig.parsers),
      ...Object.keys(prepared.rawQueryConfig.parsers),
    ].map(Number);
    expect(keys.length).toBeGreaterThan(0);
    for (const oid of keys) expect(DRIZZLE_RAW_TYPES).toContain(oid);
  });

  it('sends no per-query parsers and reads the same values, in and out of transactions', async () => {
    const db = drizzle(client);
    await db.execute(
      sql`create table t (at timestamptz not null, day date not null, n numeric[] not null)`,
    );
    await db.execute(
      sql`insert into t values ('2026-11-25 14:00:01.123456+00', '2026-11-25', '{1.5,2}')`,
    );
    const rows = (await db.execute(sql`select at, day, n from t`)).rows;
    // Unparsed text, exactly as Drizzle's own per-query parsers leave it.
    expect(rows).toEqual([
      { at: '2026-11-25 14:00:01.123456+00', day: '2026-11-25', n: '{1.5,2}' },
    ]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((o) => o?.parsers === undefined)).toBe(true);
    // Custom parsers other callers pass are kept.
    const custom = await client.query<{ x: string }>('select 1::int4 as x', [], {
      parsers: { 23: () => 'custom' },
    });
    expect(custom.rows[0]!.x).toBe('custom');
    const inTx = await db.transaction(async (tx) => (await tx.execute(sql`select at from t`)).rows);
    expect(inTx).toEqual([{ at: '2026-11-25 14:00:01.123456+00' }]);
  });

  it('maps timestamps, dates and intervals through Drizzle unchanged on the app database', async () => {
    await handle.db.execute(
      sql`insert into parse_probe (at, day, span, ats) values ('2026-11-25 14:00:01.123+00', '2026-11-25', '1 day 2 hours', '{2026-11-25 14:00:01+00}')`,
    );
    const { rows } = (await handle.db.execute(
      sql`select at, day, span, ats from parse_probe`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]!.day).toBe('2026-11-25');
    expect(rows[0]!.span).toBe('1 day 02:00:00');
    expect(new Date(String(rows[0]!.at)).toISOString()).toBe('2026-11-25T14:00:01.123Z');
    expect(rows[0]!.ats).toBe('{"2026-11-25 14:00:01+00"}');
  });
});
