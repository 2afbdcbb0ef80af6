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
import { readStatementResult, type WireNotification } from './pglite-wire';

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

/** PostgreSQL's name of a channel as PGlite keys its listeners: a quoted name as written, else lower case. */
function toPostgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"')
    ? channel.slice(1, -1)
    : channel.toLowerCase();
}

/** Who hears a notification: listeners by channel (PostgreSQL's name) and listeners of every channel. */
interface NotificationListeners {
  byChannel: Map<string, Set<(payload: string) => void>>;
  everyChannel: Set<(channel: string, payload: string) => void>;
}

/** Delivers `notification` as PGlite does: one microtask per listener, channel listeners first. */
function deliver(listeners: NotificationListeners, { channel, payload }: WireNotification): void {
  listeners.byChannel.get(channel)?.forEach((listener) => queueMicrotask(() => listener(payload)));
  listeners.everyChannel.forEach((listener) => queueMicrotask(() => listener(channel, payload)));
}

/**
 * Keeps `listeners` equal to PGlite's own registry by wrapping the client's `listen`, `unlisten`,
 * `onNotification` and `offNotification` (PGlite's returned unsubscribe functions call the wrapped
 * `unlisten`). Registrations made before this call are not mirrored.
 */
function mirrorListeners(client: PGlite, listeners: NotificationListeners): void {
  const { byChannel, everyChannel } = listeners;
  const listen = client.listen.bind(client);
  client.listen = async (channel, callback, tx) => {
    const name = toPostgresName(channel);
    if (!byChannel.has(name)) byChannel.set(name, new Set());
    byChannel.get(name)!.add(callback);
    try {
      return await listen(channel, callback, tx);
    } catch (err) {
      byChannel.get(name)?.delete(callback);
      if (byChannel.get(name)?.size === 0) byChannel.delete(name);
      throw err;
    }
  };
  const unlisten = client.unlisten.bind(client);
  client.unlisten = async (channel, callback, tx) => {
    const name = toPostgresName(channel);
    // As PGlite: without a callback the channel is unlistened but its listeners stay registered.
    if (callback) byChannel.get(name)?.delete(callback);
    await unlisten(channel, callback, tx);
    if (byChannel.get(name)?.size === 0) byChannel.delete(name);
  };
  const onNotification = client.onNotification.bind(client);
  client.onNotification = (callback) => {
    everyChannel.add(callback);
    const off = onNotification(callback);
    return () => {
      everyChannel.delete(callback);
      off();
    };
  };
  const offNotification = client.offNotification.bind(client);
  client.offNotification = (callback) => {
    everyChannel.delete(callback);
    offNotification(callback);
  };
}

/**
 * `answer` parsed by PGlite's own protocol parser, handled as PGlite's `execProtocolStream` does:
 * notifications delivered and notices passed to `onNotice` in order, up to the first error, which is
 * thrown. For answers outside readStatementResult's scope.
 */
function pgliteMessages(
  answer: Buffer,
  options: QueryOptions | undefined,
  listeners: NotificationListeners,
): wire.BackendMessage[] {
  const messages: wire.BackendMessage[] = [];
  new protocol.Parser().parse(answer, (message) => messages.push(message));
  for (const message of messages) {
    if (message instanceof wire.DatabaseError) throw message;
    if (message instanceof wire.NoticeMessage) options?.onNotice?.(message);
    if (message instanceof wire.NotificationResponseMessage) deliver(listeners, message);
  }
  return messages;
}

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

/**
 * Makes `client.query` and every transaction's `query` use named statements for repeated texts
 * (see above). Call once, after `waitReady` and before other wrappers of `query` (they then see every
 * call; options such as `parsers` reach PGlite's result parser as given). Returns the cache's
 * counters. Mutates `client`.
 */
export function cacheStatements(
  client: PGlite,
  { maxStatements = MAX_STATEMENTS }: { maxStatements?: number } = {},
): StatementCacheStats {
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
  const stats: StatementCacheStats = { hits: 0, prepared: 0, closed: 0 };
  const statements = new Map<string, Prepared>();
  const seenOnce = new Set<string>();
  const toClose: string[] = [];
  let counter = 0;
  const listeners: NotificationListeners = { byChannel: new Map(), everyChannel: new Set() };
  mirrorListeners(client, listeners);

  const eligible = (text: string, options: QueryOptions | undefined) =>
    !options?.blob && !options?.paramTypes && CACHEABLE.test(text);

  /** True when `text` should run as a named statement now (its second run, or later). */
  const wanted = (text: string): boolean => {
    if (statements.has(text)) return true;
    if (seenOnce.has(text)) return true;
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(text);
    return false;
  };

  const run = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> => {
    const exec: ExecStream = (message) =>
      internals.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
    const execRaw = async (message: Uint8Array): Promise<Buffer> => {
      const chunks: Buffer[] = [];
      // Each chunk is a view of the backend's memory, reused by the next: copied as it comes.
      await client.execProtocolRawStream(message, {
        syncToFs: false,
        onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
      });
      return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    };
    const received: wire.BackendMessage[] = [];
    let prepared = statements.get(text);
    let synced = false;
    let result: Results | null;
    try {
      for (const name of toClose.splice(0))
        received.push(...(await exec(protocol.serialize.close({ type: 'S', name }))));
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
      const message = concatBytes([
        protocol.serialize.bind({ statement: prepared.name, values }),
        DESCRIBE_PORTAL,
        EXECUTE,
        SYNC,
      ]);
      const answer = await execRaw(message);
      const parsers = options?.parsers
        ? { ...internals.parsers, ...options.parsers }
        : internals.parsers;
      const notifications: WireNotification[] = [];
      result = readStatementResult(answer, parsers, options?.rowMode, notifications);
      if (result) for (const notification of notifications) deliver(listeners, notification);
      else received.push(...pgliteMessages(answer, options, listeners));
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
    return result ?? parse.parseResults(received, internals.parsers, options)[0]!;
  };

  const forget = (text: string) => {
    const prepared = statements.get(text);
    if (!prepared) return;
    statements.delete(text);
    toClose.push(prepared.name);
  };

  const named = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> => {
    try {
      return await internals._runExclusiveQuery(() => run(text, params, options, inTransaction));
    } catch (err) {
      const stale =
        err instanceof wire.DatabaseError &&
        err.code !== undefined &&
        STALE_STATEMENT_CODES.has(err.code);
      // Outside a transaction the failed call changed nothing: run it again, its text prepared afresh.
      if (stale && !inTransaction)
        return internals._runExclusiveQuery(() => run(text, params, options, inTransaction));
      throw err;
    }
  };

  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!eligible(text, options) || !wanted(text)) return query<T>(text, params, options);
    // As PGlite's own query(): refused once closing, and never inside another caller's transaction.
    return internals
      ._checkReady()
      .then(() =>
        internals._runExclusiveTransaction(() => named(text, params ?? [], options, false)),
      ) as Promise<Results<T>>;
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
