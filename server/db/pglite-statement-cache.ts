/**
 * Named prepared statements for PGlite, keyed by SQL text — what postgres.js and pgx do for
 * PostgreSQL, done here because PGlite's `query()` always parses an unnamed statement.
 *
 * Why: each `query()` sends Parse, Describe, Bind, Describe, Execute and Sync (six calls into the
 * WASM backend), so every call parses, analyses and rewrites its text again, and plans it again.
 * Drizzle's PGlite driver ignores statement names, so the repositories' prepared statements
 * (server/db/prepared-statements.ts), named on PostgreSQL, were re-parsed on PGlite at every call
 * (decision 009: planning was 1.1–1.3 ms of a 4–6 ms feed page).
 *
 * How: the second time a text is run it is parsed once as a named statement (`hs_<n>`, Parse and
 * Describe), and from then on each call only binds and executes it (Bind, Describe, Execute, Sync,
 * sent in one call into the backend). PostgreSQL's own plan cache then decides per statement
 * between custom and generic plans exactly as it does for the named statements on a PostgreSQL
 * connection. Answers go through PGlite's own parser and handlers (so notifications, which the
 * backend sends with whichever answer follows a commit, reach PGlite's listeners), errors carry
 * `query`/`params` like PGlite's, and the exclusive locks are PGlite's own, so interleaving with
 * transactions, `exec` and LISTEN is unchanged.
 *
 * Limits: at most `MAX_STATEMENTS` (or `maxStatements`) statements, least recently used closed
 * first; only SELECT, INSERT, UPDATE, DELETE and WITH statements without a blob (COPY) or
 * `paramTypes`; a statement PostgreSQL refuses to reuse (its result type changed under it, or it is
 * gone) is forgotten, and outside a transaction the call is run once more with the text prepared
 * afresh.
 */
import { messages as wire, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Statements kept prepared per database (each holds a parse tree and plans in PGlite's memory). */
export const MAX_STATEMENTS = 200;
/** Texts remembered as seen once, before the set starts again (one-off texts never get prepared). */
const MAX_SEEN_ONCE = 2_000;
/** SQLSTATEs after which a named statement cannot be reused: result type changed; no such statement. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

const CACHEABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

/** Counters of one statement cache (tests and the bench read them). */
export interface StatementCacheStats {
  /** Calls answered by an already prepared statement. */
  hits: number;
  /** Statements prepared. */
  prepared: number;
  /** Statements closed to stay within MAX_STATEMENTS. */
  closed: number;
}

interface Prepared {
  name: string;
  /** Parameter type ids from the statement's description, for PGlite's serializers. */
  paramTypes: number[];
}

const DESCRIBE_PORTAL = protocol.serialize.describe({ type: 'P' });
const EXECUTE = protocol.serialize.execute({});
const SYNC = protocol.serialize.sync();

/** The bytes of `parts` one after the other. */
function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type ExecStream = (message: Uint8Array) => Promise<wire.BackendMessage[]>;

/** PGlite internals this module relies on (stable since 0.2; checked at install). */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, options?: { syncToFs?: boolean; onNotice?: QueryOptions['onNotice'] }): Promise<wire.BackendMessage[]>;
  syncToFs(): Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number | string, (value: string, typeId?: number) => unknown>;
}

/**
 * Makes `client.query` and every transaction's `query` use named statements for repeated texts
 * (see above). Call once, after `waitReady` and before other wrappers of `query` (they then see every
 * call; options such as `parsers` reach PGlite's result parser as given). Returns the cache's
 * counters. Mutates `client`.
 */
export function cacheStatements(client: PGlite, { maxStatements = MAX_STATEMENTS }: { maxStatements?: number } = {}): StatementCacheStats {
  const internals = client as unknown as PGliteInternals;
  for (const method of ['_checkReady', '_runExclusiveQuery', '_runExclusiveTransaction', 'execProtocolStream', 'syncToFs'] as const) {
    if (typeof internals[method] !== 'function') throw new Error(`PGlite has no ${method}: the statement cache needs updating`);
  }
  const stats: StatementCacheStats = { hits: 0, prepared: 0, closed: 0 };
  const statements = new Map<string, Prepared>();
  const seenOnce = new Set<string>();
  const toClose: string[] = [];
  let counter = 0;

  const eligible = (text: string, options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes && CACHEABLE.test(text);

  /** True when `text` should run as a named statement now (its second run, or later). */
  const wanted = (text: string): boolean => {
    if (statements.has(text)) return true;
    if (seenOnce.has(text)) return true;
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(text);
    return false;
  };

  const run = async (text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results> => {
    const exec: ExecStream = (message) => internals.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
    const received: wire.BackendMessage[] = [];
    let prepared = statements.get(text);
    let synced = false;
    try {
      for (const name of toClose.splice(0)) received.push(...(await exec(protocol.serialize.close({ type: 'S', name }))));
      if (prepared) {
        // Most recently used last: the Map's first key is the one to close when full.
        statements.delete(text);
        statements.set(text, prepared);
        stats.hits++;
      } else {
        const name = `hs_${++counter}`;
        received.push(...(await exec(protocol.serialize.parse({ name, text }))));
        const description = await exec(protocol.serialize.describe({ type: 'S', name }));
        prepared = { name, paramTypes: parse.parseDescribeStatementResults(description) };
        statements.set(text, prepared);
        seenOnce.delete(text);
        stats.prepared++;
        if (statements.size > maxStatements) {
          const [oldestText, oldest] = statements.entries().next().value!;
          statements.delete(oldestText);
          toClose.push(oldest.name);
          stats.closed++;
        }
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = prepared!.paramTypes[i]!;
        const serialize = options?.serializers?.[type] ?? internals.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      // One call into the backend for the four messages: it reads them all, and after an error
      // skips to the Sync as PostgreSQL does.
      synced = true;
      const message = concatBytes([protocol.serialize.bind({ statement: prepared.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]);
      received.push(...(await exec(message)));
    } catch (err) {
      if (err instanceof wire.DatabaseError) {
        if (err.code && STALE_STATEMENT_CODES.has(err.code)) forget(text);
        Object.assign(err, { query: text, params, queryOptions: options });
      }
      throw err;
    } finally {
      if (!synced) received.push(...(await exec(SYNC)));
    }
    if (!inTransaction) await internals.syncToFs();
    return parse.parseResults(received, internals.parsers, options)[0]!;
  };

  const forget = (text: string) => {
    const prepared = statements.get(text);
    if (!prepared) return;
    statements.delete(text);
    toClose.push(prepared.name);
  };

  const named = async (text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results> => {
    try {
      return await internals._runExclusiveQuery(() => run(text, params, options, inTransaction));
    } catch (err) {
      const stale = err instanceof wire.DatabaseError && err.code !== undefined && STALE_STATEMENT_CODES.has(err.code);
      // Outside a transaction the failed call changed nothing: run it again, its text prepared afresh.
      if (stale && !inTransaction) return internals._runExclusiveQuery(() => run(text, params, options, inTransaction));
      throw err;
    }
  };

  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!eligible(text, options) || !wanted(text)) return query<T>(text, params, options);
    // As PGlite's own query(): refused once closing, and never inside another caller's transaction.
    return internals._checkReady().then(() => internals._runExclusiveTransaction(() => named(text, params ?? [], options, false))) as Promise<Results<T>>;
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (<R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) return txQuery<R>(text, params, options); // PGlite's own "Transaction is closed"
        if (!eligible(text, options) || !wanted(text)) return txQuery<R>(text, params, options);
        return named(text, params ?? [], options, true) as Promise<Results<R>>;
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  return stats;
}
