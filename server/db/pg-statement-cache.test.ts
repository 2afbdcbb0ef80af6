/**
 * Named statements for repeated texts on PostgreSQL (pg-statement-cache.ts). Runs where
 * TEST_DATABASE_URL is set (`npm run test:pg`), on a database of its own.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeenTexts, nameRepeatedStatements, type SeenTexts } from './pg-statement-cache';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `hearsay_test_${randomBytes(6).toString('hex')}`;
let url: string;
let client: pg.Client;
let seen: SeenTexts;
/** Connections a test opened, closed after all (also when a test failed before closing them). */
const opened: pg.Client[] = [];

/** A connection to this file's database, quiet on errors (the database is dropped with force). */
async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  opened.push(c);
  return c;
}

/** The names of the statements prepared on `on`'s connection. */
async function preparedNames(on: pg.Client): Promise<string[]> {
  const result = await on.query<{ name: string }>({
    text: `select name from pg_prepared_statements order by name`,
  });
  return result.rows.map((r) => r.name);
}

describe.skipIf(!adminUrl)('named statements for repeated texts on PostgreSQL', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    client = await connect();
    await client.query(
      `create table songs (id serial primary key, title text not null unique, plays int not null default 0)`,
    );
    await client.query(
      `insert into songs (title, plays) values ('Blue in Green', 3), ('So What', 7)`,
    );
    seen = createSeenTexts();
    nameRepeatedStatements(client, seen, 3);
  });
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.end().catch(() => {})));
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('names a text on its second run and answers exactly as unnamed, in both row modes', async () => {
    const text = 'select id, title, plays from songs where title = $1';
    const first = await client.query({ text, values: ['So What'] });
    expect(seen.stats.named).toBe(0);
    const second = await client.query({ text, values: ['So What'] });
    const arrays = await client.query({ text, values: ['Blue in Green'], rowMode: 'array' });
    expect(seen.stats.named).toBe(2);
    expect(second.rows).toEqual(first.rows);
    expect(second.rows).toEqual([{ id: 2, title: 'So What', plays: 7 }]);
    expect(arrays.rows).toEqual([[1, 'Blue in Green', 3]]);
    const names = await preparedNames(client);
    expect(names.filter((n) => n.startsWith('hs_'))).toHaveLength(1);
    const statement = await client.query<{ statement: string }>({
      text: 'select statement from pg_prepared_statements where name = $1',
      values: [names[0]],
    });
    expect(statement.rows[0]!.statement).toBe(text);
  });

  it('reports writes and errors as an unnamed statement does, and goes on after an error', async () => {
    const insert = 'insert into songs (title) values ($1) returning id';
    const written = await client.query({ text: insert, values: ['Freddie Freeloader'] });
    const again = await client.query({ text: insert, values: ['All Blues'] });
    expect([written.rowCount, again.rowCount]).toEqual([1, 1]);
    await expect(client.query({ text: insert, values: ['All Blues'] })).rejects.toMatchObject({
      code: '23505',
    });
    const after = await client.query({ text: insert, values: ['Flamenco Sketches'] });
    expect(after.rows).toHaveLength(1);
  });

  it('leaves texts with several commands, DDL, transaction commands and strings unnamed', async () => {
    const before = seen.stats.named;
    for (let i = 0; i < 2; i++) {
      await client.query({ text: 'select 1; select 2' });
      await client.query({ text: 'begin' });
      await client.query({ text: 'commit' });
      await client.query('select count(*) from songs');
    }
    expect(seen.stats.named).toBe(before);
  });

  it('names at most its limit of texts per connection; later texts still answer, unnamed', async () => {
    for (let n = 0; n < 5; n++) {
      const text = `select ${n}::int as n, count(*)::int as c from songs`;
      await client.query({ text });
      const result = await client.query({ text });
      expect(result.rows).toEqual([{ n, c: 5 }]);
    }
    expect((await preparedNames(client)).filter((n) => n.startsWith('hs_'))).toHaveLength(3);
  });

  it('runs a text unnamed from then on when its prepared plan no longer fits the table', async () => {
    // With a promise (as Drizzle's transactions) and with a callback (as Pool#query calls it).
    const clients = [await connect(), await connect()];
    for (const c of clients) nameRepeatedStatements(c, createSeenTexts());
    const withPromise = clients[0]!; // the other calls back
    const text = 'select * from songs where id = $1';
    const run = (on: pg.Client) =>
      on === withPromise
        ? on.query({ text, values: [1] })
        : new Promise<pg.QueryResult>((resolve, reject) =>
            on.query({ text, values: [1] }, (err: Error | null, res: pg.QueryResult) =>
              err ? reject(err) : resolve(res),
            ),
          );
    for (const on of clients) {
      await run(on);
      await run(on); // named now
    }
    await withPromise.query('alter table songs add column rating int');
    for (const on of clients) {
      await expect(run(on)).rejects.toMatchObject({ code: '0A000' });
      expect((await run(on)).rows[0]).toMatchObject({
        id: 1,
        title: 'Blue in Green',
        rating: null,
      });
    }
  });
});
