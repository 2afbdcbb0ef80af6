/**
 * Several instances on one PostgreSQL: two workers with their own connection pools never tag the
 * same item, and an instance killed mid-item (its connection dies inside the transaction) loses
 * nothing: its claim is taken over once stale and the item is tagged exactly once.
 * Needs TEST_DATABASE_URL: PGlite is one embedded single-connection database in one process, so
 * neither concurrent instances nor a killed connection can exist there (the PGlite side of the kill
 * is covered in genre-detection.test.ts by a rollback mid-item).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import * as detectionDb from './genre-detection.db';
import * as jobsRepo from './genre-detection-jobs.repository';
import { DetectorCache, processJob, requireMarker } from './genre-detection.service';
import { GenreDetectionWorker } from './genre-detection.worker';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.info(
    'genre-detection.concurrency.test.ts skipped: it needs PostgreSQL (TEST_DATABASE_URL); PGlite has one connection in one process.',
  );

describe.skipIf(!adminUrl)('genre detection with several instances on one PostgreSQL', () => {
  let ctx: TestContext;
  let instanceA: DatabaseHandle;
  let instanceB: DatabaseHandle;
  let userId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const name = (
      (await ctx.handle.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    instanceA = await openDatabase({ databaseUrl: url.toString() });
    instanceB = await openDatabase({ databaseUrl: url.toString() });
    userId = (await signUp(ctx.app)).user.id;
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await ctx?.close();
  });

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    return ((await ctx.handle.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!
      .n;
  }

  it('two workers never process the same item', async () => {
    await ctx.handle.db.execute(sql`insert into requests (user_id, type, content)
      select ${userId}, 'text', 'grunge song number ' || g from generate_series(1, 150) g`);
    expect(await jobsRepo.enqueueUntagged(ctx.handle.db, 'request')).toBe(150);

    const seen: Record<string, number[]> = { a: [], b: [] };
    const slow = () => new Promise<void>((r) => setTimeout(r, 2));
    const a = new GenreDetectionWorker(instanceA.db, {
      instanceId: 'instance-a',
      batchSize: 5,
      beforeCommit: slow,
      onProcessed: (j) => seen.a!.push(j.itemId),
    });
    const b = new GenreDetectionWorker(instanceB.db, {
      instanceId: 'instance-b',
      batchSize: 5,
      beforeCommit: slow,
      onProcessed: (j) => seen.b!.push(j.itemId),
    });
    await Promise.all([a.drain(), b.drain()]);

    const all = [...seen.a!, ...seen.b!];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(150);
    expect(seen.a!.length).toBeGreaterThan(0);
    expect(seen.b!.length).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from request_genre_detections`)).toBe(150);
    expect(await count(sql`select count(*)::int as n from request_genres`)).toBe(150);
    expect(await count(sql`select count(*)::int as n from genre_detection_jobs`)).toBe(0);
    expect(
      await count(
        sql`select processed_items::int as n from processing_status where job_type = ${detectionDb.STATUS.requests}`,
      ),
    ).toBe(150);
  });

  it('takes over the job of an instance killed mid-item and tags it exactly once', async () => {
    const [row] = (
      (await ctx.handle.db.execute(
        sql`insert into requests (user_id, type, content) values (${userId}, 'text', 'Some grunge please') returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const id = row!.id;
    await jobsRepo.enqueue(ctx.handle.db, 'request', [id]);

    // Instance A claims the job, writes the genres, and its connection is killed before commit.
    const [job] = await jobsRepo.claimJobs(instanceA.db, 'killed-instance', 10, 60);
    expect(job!.itemId).toBe(id);
    const detector = await new DetectorCache().get(instanceA.db);
    const marker = await requireMarker(instanceA.db);
    const killed = processJob(
      instanceA.db,
      detector,
      job!,
      'killed-instance',
      marker,
      async (_job, tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      },
    );
    await expect(killed).rejects.toThrow();
    expect(
      await count(sql`select count(*)::int as n from request_genres where request_id = ${id}`),
    ).toBe(0);

    // B leaves the claim alone while it is fresh, and takes it over once it is stale.
    const processed: number[] = [];
    const b = new GenreDetectionWorker(instanceB.db, {
      instanceId: 'instance-b2',
      staleSeconds: 1,
      onProcessed: (j) => processed.push(j.itemId),
    });
    expect(await b.runOnce()).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await b.drain()).toBe(1);
    expect(processed).toEqual([id]);
    expect(
      await count(sql`select count(*)::int as n from request_genres where request_id = ${id}`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from request_genre_detections where request_id = ${id}`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from genre_detection_jobs`)).toBe(0);
  });
});
