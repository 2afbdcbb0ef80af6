/**
 * Named statements for every repeated text on a PostgreSQL connection, as
 * pglite-statement-cache.ts gives PGlite: the second time a text is run it becomes a named
 * prepared statement (node-postgres then parses it once per connection and only binds and
 * executes it afterwards), and PostgreSQL's plan cache decides per statement between a custom plan
 * and the generic one, exactly as for the statements the app names itself (prepared-statements.ts).
 * Parsing and planning were a third of a short statement's time on the server (decision 009).
 *
 * Scope: query configs (what Drizzle sends: `{ text, types, rowMode }`; not cursors or streams)
 * without a name, whose text
 * starts with SELECT, INSERT, UPDATE, DELETE or WITH and holds no `;` (a named statement is one
 * command). Names are `hs_` and a digest of the text, so one name is always one text.
 * Limits: at most `MAX_STATEMENTS` named texts per connection (later texts stay unnamed: nothing is
 * evicted, so node-postgres's own record of parsed statements stays true); texts seen once are
 * remembered up to `MAX_SEEN_ONCE` (then forgotten together). A text whose named execution fails
 * because its prepared plan no longer fits the schema (SQLSTATE 0A000, e.g. a table's columns
 * changed under `select *`) runs unnamed on that connection from then on.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Named texts per connection (each holds a parse tree and plans in the server's memory). */
export const MAX_STATEMENTS = 500;
const MAX_SEEN_ONCE = 2_000;
const CACHEABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;
/** "cached plan must not change result type": the statement cannot be reused on this connection. */
const STALE_PLAN = '0A000';

/** Counters shared by the connections of one pool (tests and the bench read them). */
export interface PgStatementCacheStats {
  /** Executions that ran a named text. */
  named: number;
}

/** Texts seen once by any connection of a pool; shared so a text is named on its second run anywhere. */
export interface SeenTexts {
  seenOnce: Set<string>;
  stats: PgStatementCacheStats;
}

export function createSeenTexts(): SeenTexts {
  return { seenOnce: new Set(), stats: { named: 0 } };
}

type QueryConfig = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;

/**
 * Makes `client.query` run repeated texts as named statements (see above). Call once per
 * connection, e.g. from the pool's 'connect' event, with one `seen` per pool. Mutates `client`.
 */
export function nameRepeatedStatements(
  client: pg.ClientBase,
  seen: SeenTexts,
  maxStatements = MAX_STATEMENTS,
): void {
  const names = new Map<string, string>();
  const refused = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;

  const nameFor = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (refused.has(text) || text.includes(';') || !CACHEABLE.test(text)) return undefined;
    if (!seen.seenOnce.has(text)) {
      if (seen.seenOnce.size >= MAX_SEEN_ONCE) seen.seenOnce.clear();
      seen.seenOnce.add(text);
      return undefined;
    }
    if (names.size >= maxStatements) return undefined;
    const name = `hs_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };

  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const plain =
      !!config &&
      typeof config === 'object' &&
      typeof (config as QueryConfig).text === 'string' &&
      typeof (config as QueryConfig).submit !== 'function';
    if (!plain || (config as QueryConfig).name) {
      return query(config, ...rest);
    }
    const text = (config as QueryConfig).text;
    const name = nameFor(text);
    if (!name) return query(config, ...rest);
    seen.stats.named++;
    // A stale plan makes the text run unnamed on this connection from then on. The pool calls
    // with a callback (Pool#query), Drizzle's transactions use the promise.
    const onError = (err: unknown) => {
      if ((err as { code?: string } | null)?.code === STALE_PLAN) {
        names.delete(text);
        refused.add(text);
      }
    };
    const last = rest[rest.length - 1];
    if (typeof last === 'function') {
      rest[rest.length - 1] = (err: unknown, res: unknown) => {
        if (err) onError(err);
        (last as (err: unknown, res: unknown) => void)(err, res);
      };
    }
    const result = query({ ...(config as QueryConfig), name }, ...rest);
    if (result instanceof Promise) result.catch(onError);
    return result;
  };
}
