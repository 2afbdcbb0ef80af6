/**
 * Keys the server makes for itself (table server_keys): the first instance to need one
 * generates and stores it; every instance after reads the stored one, so all agree.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from './sql';

/**
 * The stored key `name`; when none is stored yet, `make()`'s value is stored (`on conflict do
 * nothing`: of two instances racing, the first insert wins and both read it back).
 */
export async function serverKey(db: Database, name: string, make: () => string): Promise<string> {
  // A second try: the statement's snapshot misses a row another instance committed while it waited.
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await db.execute(sql`with ins as (
        insert into server_keys (name, value) values (${name}, ${make()}) on conflict (name) do nothing returning value)
      select value from ins union all select value from server_keys where name = ${name}`);
    const row = rowsOf<{ value: string }>(result)[0];
    if (row) return row.value;
  }
  throw new Error(`server key ${name} could not be stored`);
}
