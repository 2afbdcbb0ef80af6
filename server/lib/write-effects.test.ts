/**
 * Typed CTE references (write-effects.ts): the compiler refuses a part that reads a column its
 * source CTE lacks (the @ts-expect-error lines fail typecheck if that stops being true), and the
 * definitions and names render as quoted identifiers.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cteName, cteRef, defineCte, moreCtes, type CteRef } from './write-effects';

const dialect = new PgDialect();
const render = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query).sql;

describe('write effects', () => {
  it('accepts a wider CTE where fewer columns are needed and refuses one lacking a column', () => {
    const needsRequest = (source: CteRef<'id' | 'request_id'>) => source.name;
    expect(needsRequest(cteRef<'id' | 'request_id' | 'user_id'>('new_response'))).toBe(
      'new_response',
    );
    // @ts-expect-error: the CTE has no request_id column
    expect(needsRequest(cteRef<'upvoted'>('wanted'))).toBe('wanted');
  });

  it('renders a definition, a name and the appended WITH parts', () => {
    const first = defineCte('queued', sql`select 1 as id`);
    const second = defineCte('dropped', sql`select id from ${cteName(first)}`);
    expect(render(sql`with base as (select 1)${moreCtes([first, second])} select 1`)).toBe(
      'with base as (select 1), "queued" as (select 1 as id), "dropped" as (select id from "queued") select 1',
    );
    expect(render(moreCtes([]))).toBe('');
  });
});
