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
 * connection. A successful answer is read from the wire by pglite-wire.ts into the rows PGlite's
 * `parseResults` would build (PGlite's parser copies every field: decision 009); an answer with an
 * error or a notice goes through PGlite's own parser. Notifications — which the backend sends with
 * whichever answer follows a commit, so with any statement's — reach the same listeners either
 * way: this module mirrors the registrations of `listen`, `unlisten` and `onNotification` and
 * delivers as PGlite does (one microtask per listener). Errors carry `query`/`params` like
 * PGlite's, and the exclusive locks are PGlite's own, so interleaving with transactions, `exec`
 * and LISTEN is unchanged.
 *
 * Limits: at most `MAX_STATEMENTS` (or `maxStatements`) statements, least recently used closed
 * first; only SELECT, INSERT, UPDATE, DELETE and WITH statements without a blob (COPY) or
 * `paramTypes`; a statement PostgreSQL refuses to reuse (its result type changed under it, or it is
 * gone) is forgotten, and outside a transaction the call is run once more with the text prepared
 * afresh.
 */
import {
  messages as wire,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import {
  deliver,
  mirrorListeners,
  pgliteMessages,
  type NotificationListeners,
} from './pglite-notifications';
import {
  createStatementStore,
  type Prepared,
  type StatementCacheStats,
  type StatementStore,
} from './pglite-statement-store';
import { readStatementResult, type WireNotification } from './pglite-wire';

/** Statements kept prepared per database (each holds a parse tree and plans in PGlite's memory). */
export const MAX_STATEMENTS = 200;
/** SQLSTATEs after which a named statement cannot be reused: result type changed; no such statement. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

const CACHEABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

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
  execProtocolStream(
    message: Uint8Array,
    options?: { syncToFs?: boolean; onNotice?: QueryOptions['onNotice'] },
  ): Promise<wire.BackendMessage[]>;
  syncToFs(): Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number | string, (value: string, typeId?: number) => unknown>;
}

/** `client`'s internals; throws when this PGlite lacks one (a version this module was not written for). */
function pgliteInternals(client: PGlite): PGliteInternals {
  const internals = client as unknown as PGliteInternals;
  for (const method of [
    '_checkReady',
    '_runExclusiveQuery',
    '_runExclusiveTransaction',
    'execProtocolStream',
    'syncToFs',
  ] as const) {
    if (typeof internals[method] !== 'function')
      throw new Error(`PGlite has no ${method}: the statement cache needs updating`);
  }
  return internals;
}

/** What running one named statement needs: the client, its internals, the store and listeners. */
interface CacheContext {
  client: PGlite;
  internals: PGliteInternals;
  store: StatementStore;
  listeners: NotificationListeners;
}

/** `params` as text for PGlite's wire protocol, by the statement's parameter types. */
function serializeParams(
  internals: PGliteInternals,
  prepared: Prepared,
  params: unknown[],
  options: QueryOptions | undefined,
): (string | null)[] {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = prepared.paramTypes[i]!;
    const serialize = options?.serializers?.[type] ?? internals.serializers[type];
    return serialize ? serialize(value) : String(value);
  });
}

/** Everything the backend answers to `message`, as one buffer. */
async function execRaw(client: PGlite, message: Uint8Array): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Each chunk is a view of the backend's memory, reused by the next: copied as it comes.
  await client.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
  });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/**
 * Runs `text` as a named statement inside PGlite's exclusive query lock: closes statements queued
 * for closing, prepares `text` unless it already is, then binds and executes it in one call into
 * the backend. Errors from PostgreSQL are thrown with `query`/`params` as PGlite's are; a stale
 * statement is forgotten first.
 */
async function runNamed(
  ctx: CacheContext,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  const { client, internals, store, listeners } = ctx;
  const exec: ExecStream = (message) =>
    internals.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
  const received: wire.BackendMessage[] = [];
  let synced = false;
  let result: Results | null;
  try {
    for (const name of store.takeToClose())
      received.push(...(await exec(protocol.serialize.close({ type: 'S', name }))));
    let prepared = store.use(text);
    if (!prepared) {
      const name = store.newName();
      received.push(...(await exec(protocol.serialize.parse({ name, text }))));
      const description = await exec(protocol.serialize.describe({ type: 'S', name }));
      prepared = { name, paramTypes: parse.parseDescribeStatementResults(description) };
      store.remember(text, prepared);
    }
    const values = serializeParams(internals, prepared, params, options);
    // One call into the backend for the four messages: it reads them all, and after an error
    // skips to the Sync as PostgreSQL does.
    synced = true;
    const answer = await execRaw(
      client,
      concatBytes([
        protocol.serialize.bind({ statement: prepared.name, values }),
        DESCRIBE_PORTAL,
        EXECUTE,
        SYNC,
      ]),
    );
    const parsers = options?.parsers
      ? { ...internals.parsers, ...options.parsers }
      : internals.parsers;
    const notifications: WireNotification[] = [];
    result = readStatementResult(answer, parsers, options?.rowMode, notifications);
    if (result) for (const notification of notifications) deliver(listeners, notification);
    else received.push(...pgliteMessages(answer, options, listeners));
  } catch (err) {
    if (err instanceof wire.DatabaseError) {
      if (err.code && STALE_STATEMENT_CODES.has(err.code)) store.forget(text);
      Object.assign(err, { query: text, params, queryOptions: options });
    }
    throw err;
  } finally {
    if (!synced) received.push(...(await exec(SYNC)));
  }
  if (!inTransaction) await internals.syncToFs();
  return result ?? parse.parseResults(received, internals.parsers, options)[0]!;
}

/** runNamed under the exclusive lock; outside a transaction a stale statement is retried once, prepared afresh. */
async function runNamedWithRetry(
  ctx: CacheContext,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  const once = () =>
    ctx.internals._runExclusiveQuery(() => runNamed(ctx, text, params, options, inTransaction));
  try {
    return await once();
  } catch (err) {
    const stale =
      err instanceof wire.DatabaseError &&
      err.code !== undefined &&
      STALE_STATEMENT_CODES.has(err.code);
    // Outside a transaction the failed call changed nothing: run it again, its text prepared afresh.
    if (stale && !inTransaction) return once();
    throw err;
  }
}

/**
 * Makes `client.query` and every transaction's `query` use named statements for repeated texts
 * (see above). Call once, after `waitReady` and before other wrappers of `query` (they then see every
 * call; options such as `parsers` reach PGlite's result parser as given). Returns the cache's
 * counters. Mutates `client`. Throws when this PGlite lacks an internal the cache relies on.
 */
export function cacheStatements(
  client: PGlite,
  { maxStatements = MAX_STATEMENTS }: { maxStatements?: number } = {},
): StatementCacheStats {
  const internals = pgliteInternals(client);
  const store = createStatementStore(maxStatements);
  const listeners: NotificationListeners = { byChannel: new Map(), everyChannel: new Set() };
  mirrorListeners(client, listeners);
  const ctx: CacheContext = { client, internals, store, listeners };
  const named = (text: string, options: QueryOptions | undefined) =>
    !options?.blob && !options?.paramTypes && CACHEABLE.test(text) && store.wanted(text);

  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!named(text, options)) return query<T>(text, params, options);
    // As PGlite's own query(): refused once closing, and never inside another caller's transaction.
    return internals
      ._checkReady()
      .then(() =>
        internals._runExclusiveTransaction(() =>
          runNamedWithRetry(ctx, text, params ?? [], options, false),
        ),
      ) as Promise<Results<T>>;
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (<R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) return txQuery<R>(text, params, options); // PGlite's own "Transaction is closed"
        if (!named(text, options)) return txQuery<R>(text, params, options);
        return runNamedWithRetry(ctx, text, params ?? [], options, true) as Promise<Results<R>>;
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  return store.stats;
}
