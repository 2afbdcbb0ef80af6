/** The embedded engine's vacuum (no autovacuum in PGlite): it runs only after writes and sets the visibility map. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';
import { startEmbeddedVacuum } from './embedded-maintenance';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await handle.db.execute(sql`create table vacuum_probe (id serial primary key, v int not null)`);
});
afterAll(() => handle.close());

/** Pages of `vacuum_probe` marked all-visible (what an index-only scan needs to skip the heap). */
async function allVisiblePages(): Promise<number> {
  const result = (await handle.db.execute(
    sql`select relallvisible from pg_class where relname = 'vacuum_probe'`,
  )) as unknown as {
    rows: { relallvisible: number }[];
  };
  return Number(result.rows[0]?.relallvisible);
}

describe('startEmbeddedVacuum', () => {
  it('does nothing without writes, then vacuums once after them', async () => {
    const vacuum = startEmbeddedVacuum(handle.db, { intervalMs: 3_600_000 });
    try {
      expect(await vacuum.runIfDue()).toBe(false);
      await handle.db.execute(
        sql`insert into vacuum_probe (v) select g from generate_series(1, 5000) g`,
      );
      vacuum.noteWrite();
      expect(await allVisiblePages()).toBe(0);
      expect(await vacuum.runIfDue()).toBe(true);
      expect(await allVisiblePages()).toBeGreaterThan(0);
      expect(await vacuum.runIfDue()).toBe(false);
    } finally {
      vacuum.stop();
    }
  });

  it('runs by itself at the first lull after writes, spaced from the previous run', async () => {
    const runs: number[] = [];
    const vacuum = startEmbeddedVacuum(handle.db, {
      intervalMs: 3_600_000,
      quietMs: 50,
      minSpacingMs: 400,
      spacingFactor: 1,
      log: { info: () => runs.push(performance.now()), warn: () => {} },
    });
    try {
      await handle.db.execute(sql`update vacuum_probe set v = v + 1 where id <= 50`);
      vacuum.noteWrite();
      await waitFor(() => runs.length === 1);
      expect(await allVisiblePages()).toBeGreaterThan(0);
      // A second burst right away waits for the spacing, then runs once.
      const secondWriteAt = performance.now();
      vacuum.noteWrite();
      vacuum.noteWrite();
      await waitFor(() => runs.length === 2);
      expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(399);
      expect(runs[1]! - secondWriteAt).toBeGreaterThanOrEqual(49);
      await new Promise((r) => setTimeout(r, 600));
      expect(runs).toHaveLength(2);
    } finally {
      vacuum.stop();
    }
  });
});

async function waitFor(condition: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
