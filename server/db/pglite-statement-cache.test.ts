import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './pglite-statement-cache';
import type { StatementCacheStats } from './pglite-statement-store';

let client: PGlite;
let plain: PGlite;
let stats: StatementCacheStats;

const SETUP = `
  create table songs (id serial primary key, title text not null unique, plays int not null default 0,
    tags text[] not null default '{}', meta jsonb, added_at timestamptz not null default now());
  insert into songs (title, plays, tags, meta, added_at) values
    ('Blue in Green', 3, '{jazz,modal}', '{"year":1959}', '2026-01-02T03:04:05.678901Z'),
    ('So What', 7, '{jazz}', null, '2026-02-03T04:05:06Z');
`;

beforeEach(async () => {
  client = new PGlite();
  plain = new PGlite();
  await Promise.all([client.exec(SETUP), plain.exec(SETUP)]);
  stats = cacheStatements(client, { maxStatements: 3 });
});

afterEach(async () => {
  await Promise.all([client.close(), plain.close()]);
});

const byTitle = 'select id, title, plays, tags, meta, added_at from songs where title = $1';

describe('PGlite statement cache', () => {
  it('prepares a text on its second run and reuses it, with the rows of an unnamed statement', async () => {
    const expected = await plain.query(byTitle, ['Blue in Green']);
    const runs = [];
    for (let i = 0; i < 4; i++) runs.push(await client.query(byTitle, ['Blue in Green']));
    expect(stats).toEqual({ hits: 2, prepared: 1, closed: 0 });
    for (const result of runs) {
      expect(result.rows).toEqual(expected.rows);
      expect(result.fields).toEqual(expected.fields);
    }
    expect(runs[3]!.rows[0]).toMatchObject({
      title: 'Blue in Green',
      plays: 3,
      tags: ['jazz', 'modal'],
      meta: { year: 1959 },
    });
  });

  it('serializes every parameter type like PGlite, nulls included, and keeps rowMode', async () => {
    const text =
      'select $1::int + 1 as n, $2::text[] as tags, $3::jsonb as meta, $4::timestamptz as at, $5::text as missing';
    const params = [
      41,
      ['a', 'b,c'],
      { nested: [1, 'x'] },
      new Date('2026-03-04T05:06:07.123Z'),
      null,
    ];
    const expected = await plain.query(text, params, { rowMode: 'array' });
    await client.query(text, params, { rowMode: 'array' });
    const named = await client.query(text, params, { rowMode: 'array' });
    expect(stats.prepared).toBe(1);
    expect(named.rows).toEqual(expected.rows);
  });

  it('reports writes (affected rows) and errors with their SQLSTATE, and goes on after an error', async () => {
    const insert = 'insert into songs (title) values ($1) returning id';
    await client.query(insert, ['Freddie Freeloader']);
    const second = await client.query(insert, ['All Blues']);
    expect(second.affectedRows).toBe(1);
    expect(stats.prepared).toBe(1);
    const error = await client.query(insert, ['So What']).catch((err: unknown) => err);
    expect(error).toMatchObject({ code: '23505', query: insert, params: ['So What'] });
    const bad = await client
      .query(byTitle, [1])
      .then(() => client.query('select $1::int as n', ['not a number']))
      .catch((err: unknown) => err);
    expect(bad).toMatchObject({ code: '22P02' });
    expect(
      (await client.query<{ count: number }>('select count(*)::int as count from songs')).rows[0]!
        .count,
    ).toBe(4);
  });

  it('runs named statements inside transactions, rolled back on error', async () => {
    const bump = 'update songs set plays = plays + $1 where title = $2';
    await client.query(bump, [0, 'So What']);
    await client.transaction(async (tx) => {
      await tx.query(bump, [1, 'So What']);
      await tx.query(bump, [1, 'So What']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(bump, [100, 'So What']);
        await tx.query('insert into songs (title) values ($1)', ['So What']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(stats).toMatchObject({ prepared: 1, hits: 2 });
    expect(
      (
        await client.query<{ plays: number }>('select plays from songs where title = $1', [
          'So What',
        ])
      ).rows[0]!.plays,
    ).toBe(9);
    let kept: { query: PGlite['query'] } | null = null;
    await client.transaction(async (tx) => {
      kept = tx as never;
    });
    await expect(kept!.query(bump, [1, 'So What'])).rejects.toThrow('Transaction is closed');
  });

  it('keeps other callers out of an open transaction', async () => {
    const read = 'select plays from songs where title = $1';
    await client.query(read, ['So What']);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('update songs set plays = 100 where title = $1', ['So What']);
      await held;
      await tx.query('update songs set plays = 7 where title = $1', ['So What']);
    });
    // Issued while the transaction is open: it must see the committed value, never the 100 in between.
    const outside = client.query<{ plays: number }>(read, ['So What']);
    setTimeout(release, 20);
    await transaction;
    expect((await outside).rows[0]!.plays).toBe(7);
  });

  it('closes the least recently used statement beyond its limit and still answers each text', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select $1::int * ${n} as n`);
    for (let round = 0; round < 3; round++) {
      for (const [i, text] of texts.entries())
        expect((await client.query<{ n: number }>(text, [2])).rows[0]!.n).toBe(2 * (i + 1));
    }
    expect(stats.prepared).toBeGreaterThan(3);
    expect(stats.closed).toBe(stats.prepared - 3);
    const open = await plain.query('select 1'); // the plain client is unaffected (sanity)
    expect(open.rows).toHaveLength(1);
    const names = await client.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'hs\\_%'",
    );
    expect(names.rows.length).toBeLessThanOrEqual(3 + 1);
  });

  it('prepares again, transparently, a statement whose result type changed under it', async () => {
    const all = 'select * from songs where id = $1';
    await client.query(all, [1]);
    await client.query(all, [1]);
    await client.exec('alter table songs add column mood text');
    const after = await client.query<Record<string, unknown>>(all, [1]);
    expect(after.rows[0]).toHaveProperty('mood', null);
    expect(after.rows[0]).toHaveProperty('title', 'Blue in Green');
  });

  it('refuses a prepared text once the database is closed, as PGlite does', async () => {
    await client.query(byTitle, ['So What']);
    await client.query(byTitle, ['So What']);
    const other = new PGlite();
    cacheStatements(other);
    await other.query('select $1::int as n', [1]);
    await other.query('select $1::int as n', [1]);
    await other.close();
    await expect(other.query('select $1::int as n', [1])).rejects.toThrow('PGlite is closed');
  });

  it('hands notices to PGlite and notifications to its listeners, as an unnamed text does', async () => {
    await client.exec(
      `create function shout(n int) returns int language plpgsql as $$ begin raise notice 'shout %', n; return n * 2; end $$`,
    );
    const notices: string[] = [];
    const shout = 'select shout($1) as n';
    for (let i = 1; i <= 3; i++) {
      const result = await client.query<{ n: number }>(shout, [i], {
        onNotice: (notice) => notices.push(notice.message ?? ''),
      });
      expect(result.rows).toEqual([{ n: 2 * i }]);
    }
    expect(stats.hits).toBe(1);
    expect(notices).toEqual(['shout 1', 'shout 2', 'shout 3']);
    const heard: string[] = [];
    await client.listen('songs_changed', (payload) => heard.push(payload));
    const notify = 'select pg_notify($1, $2)';
    for (const payload of ['a', 'b', 'c']) await client.query(notify, ['songs_changed', payload]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stats.prepared).toBe(2);
    expect(heard).toEqual(['a', 'b', 'c']);
    // A NOTIFY in a transaction reaches the listener with the answer that follows the commit —
    // here a prepared text's, which must therefore go through PGlite's handler too.
    const read = 'select plays from songs where title = $1';
    await client.query(read, ['So What']);
    await client.query(read, ['So What']); // prepared now: the next run only binds and executes
    await client.transaction(async (tx) => {
      await tx.query("select pg_notify('songs_changed', 'in a transaction')");
    });
    await client.query(read, ['So What']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['a', 'b', 'c', 'in a transaction']);
  });

  it('delivers each notification of a prepared answer once, to the listeners registered at that moment', async () => {
    const heard: string[] = [];
    const everywhere: string[] = [];
    const stop = await client.listen('Songs_Changed', (payload) => heard.push(payload)); // PostgreSQL's name: songs_changed
    const offEverywhere = client.onNotification((channel, payload) =>
      everywhere.push(`${channel}:${payload}`),
    );
    // A notice in the same answer sends it through PGlite's parser; without one it is read from the wire.
    await client.exec(`create function notify_loudly(p text) returns int language plpgsql as $$
      begin raise notice 'notifying'; perform pg_notify('songs_changed', p); return 1; end $$`);
    const quiet = 'select pg_notify($1, $2)';
    const loud = 'select notify_loudly($1)';
    for (const payload of ['1', '2', '3']) await client.query(quiet, ['songs_changed', payload]);
    for (const payload of ['4', '5', '6']) await client.query(loud, [payload]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([stats.prepared, stats.hits]).toEqual([2, 2]); // each text prepared on its second run, reused on its third
    expect(heard).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(everywhere).toEqual([
      'songs_changed:1',
      'songs_changed:2',
      'songs_changed:3',
      'songs_changed:4',
      'songs_changed:5',
      'songs_changed:6',
    ]);
    await stop();
    offEverywhere();
    await client.query(quiet, ['songs_changed', 'after']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toHaveLength(6);
    expect(everywhere).toHaveLength(6);
  });

  it('leaves DDL, transaction commands and one-off texts unnamed', async () => {
    await client.query('create table scratch (id int)');
    await client.query('drop table scratch');
    await client.query('select 42');
    expect(stats.prepared).toBe(0);
  });
});
