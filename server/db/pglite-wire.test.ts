import { PGlite, messages as wire, parse, protocol, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStatementResult } from './pglite-wire';

let db: PGlite;
let counter = 0;
const chunkCounts: number[] = [];

beforeAll(async () => {
  db = new PGlite();
  await db.exec(
    `create table t (id serial primary key, title text not null unique, n int8, at timestamptz, meta jsonb, tags text[], ok boolean, price numeric)`,
  );
});
afterAll(async () => {
  await db.close();
});

/** The raw answer of PGlite to Bind/Describe/Execute/Sync of the named statement of `text` with text parameters. */
async function answerOf(text: string, values: (string | null)[] = []): Promise<Buffer> {
  const name = `w_${++counter}`;
  // Parsed first in a call of its own, as the statement cache does.
  await db.execProtocolRawStream(protocol.serialize.parse({ name, text }), {
    syncToFs: false,
    onRawData: () => {},
  });
  const message = [
    protocol.serialize.bind({ statement: name, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ];
  // In one call, as the statement cache sends them: a large answer then comes in several chunks,
  // each a view of memory the next one reuses.
  const chunks: Buffer[] = [];
  await db.execProtocolRawStream(Buffer.concat(message), {
    syncToFs: false,
    onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
  });
  chunkCounts.push(chunks.length);
  return Buffer.concat(chunks);
}

/** What PGlite's own parser makes of the same bytes. */
function pgliteResult(answer: Buffer, options?: QueryOptions) {
  const messages: wire.BackendMessage[] = [];
  new protocol.Parser().parse(answer, (message) => messages.push(message));
  return parse.parseResults(messages, db.parsers, options)[0];
}

describe('readStatementResult', () => {
  it('reads rows of every common type exactly as PGlite does, in both row modes', async () => {
    await db.query(`insert into t (title, n, at, meta, tags, ok, price) values
      ('Blue in Green', 9007199254740993, '2026-01-02T03:04:05.678901Z', '{"year":1959,"who":["Miles"]}', '{jazz,"a,b"}', true, 12.50),
      ('Señor — 🎷 “quoted”', null, null, null, '{}', false, null)`);
    const answer = await answerOf(
      'select id, title, n, at, meta, tags, ok, price, null::text as nothing from t order by id',
    );
    for (const rowMode of ['object', 'array'] as const) {
      const expected = pgliteResult(answer, { rowMode });
      const result = readStatementResult(answer, db.parsers, rowMode);
      expect(result).toEqual(expected);
    }
    expect(readStatementResult(answer, db.parsers, 'object')!.rows[1]).toMatchObject({
      title: 'Señor — 🎷 “quoted”',
      n: null,
      ok: false,
      tags: [],
    });
  });

  it('keeps the last of two columns with one name, as PGlite does', async () => {
    const answer = await answerOf(`select 1 as x, 'two' as x`);
    expect(readStatementResult(answer, db.parsers, 'object')).toEqual(pgliteResult(answer));
    expect(readStatementResult(answer, db.parsers, 'object')!.rows).toEqual([{ x: 'two' }]);
  });

  it('reports writes with their command and counts, and an empty result', async () => {
    const insert = await answerOf(`insert into t (title) values ($1), ($2) returning id`, [
      'One',
      'Two',
    ]);
    expect(readStatementResult(insert, db.parsers, 'object')).toEqual(pgliteResult(insert));
    expect(readStatementResult(insert, db.parsers, 'object')).toMatchObject({
      command: 'INSERT',
      affectedRows: 2,
      rowCount: 2,
    });
    const update = await answerOf(`update t set ok = true where title in ('One', 'Two')`);
    expect(readStatementResult(update, db.parsers, 'object')).toEqual(pgliteResult(update));
    expect(readStatementResult(update, db.parsers, 'object')).toMatchObject({
      command: 'UPDATE',
      affectedRows: 2,
      rows: [],
    });
    const none = await answerOf(`select id from t where title = 'nobody'`);
    expect(readStatementResult(none, db.parsers, 'object')).toEqual(pgliteResult(none));
  });

  it('reads a large row answered in several chunks', async () => {
    const long = 'ü'.repeat(300_000);
    const answer = await answerOf(`select $1::text as long, 42 as after`, [long]);
    expect(chunkCounts.at(-1)).toBeGreaterThan(1);
    const result = readStatementResult(answer, db.parsers, 'object')!;
    expect(result.rows).toEqual([{ long, after: 42 }]);
  });

  it('uses per-query parsers over the defaults, as PGlite does', async () => {
    const answer = await answerOf(`select 7::int4 as n`);
    const parsers = { ...db.parsers, 23: (value: string) => `int:${value}` };
    expect(readStatementResult(answer, parsers, 'object')!.rows).toEqual([{ n: 'int:7' }]);
  });

  it('reads the notifications of an answer, in order, for the caller to deliver', async () => {
    await db.exec('listen "Wire Channel"');
    const answer = await answerOf(
      `select pg_notify('Wire Channel', $1) as a, pg_notify('Wire Channel', 'ü second') as b`,
      ['first'],
    );
    const notifications: { channel: string; payload: string }[] = [];
    expect(readStatementResult(answer, db.parsers, 'object', notifications)).toEqual(
      pgliteResult(answer),
    );
    expect(notifications).toEqual([
      { channel: 'Wire Channel', payload: 'first' },
      { channel: 'Wire Channel', payload: 'ü second' },
    ]);
    await db.exec('unlisten "Wire Channel"');
  });

  it('leaves errors and notices to PGlite: null for an answer it does not read', async () => {
    const error = await answerOf(`insert into t (title) values ($1)`, ['Blue in Green']);
    expect(readStatementResult(error, db.parsers, 'object')).toBeNull();
    expect(pgliteResult(error)).toEqual({ rows: [], fields: [], affectedRows: 0 });
  });
});
