/**
 * The bookkeeping of pglite-statement-cache.ts, apart from any I/O: which texts are prepared under
 * which name, least recently used first; which were seen once (prepared at their second run); and
 * which names wait to be closed.
 */

/** Texts remembered as seen once, before the set starts again (one-off texts never get prepared). */
const MAX_SEEN_ONCE = 2_000;

/** Counters of one statement cache (tests and the bench read them). */
export interface StatementCacheStats {
  /** Calls answered by an already prepared statement. */
  hits: number;
  /** Statements prepared. */
  prepared: number;
  /** Statements closed to stay within MAX_STATEMENTS. */
  closed: number;
}

export interface Prepared {
  name: string;
  /** Parameter type ids from the statement's description, for PGlite's serializers. */
  paramTypes: number[];
}

/**
 * The prepared statements of one client by text, least recently used first, the texts seen once,
 * and the names of statements waiting to be closed (closed before the next statement runs).
 */
export interface StatementStore {
  stats: StatementCacheStats;
  /** True when `text` should run as a named statement now (its second run, or later). */
  wanted(text: string): boolean;
  /** The prepared statement of `text`, marked most recently used (a hit), if there is one. */
  use(text: string): Prepared | undefined;
  /** A fresh statement name. */
  newName(): string;
  /** Records a statement just prepared; queues the least recently used for closing when full. */
  remember(text: string, prepared: Prepared): void;
  /** Drops `text`'s statement (PostgreSQL refused to reuse it) and queues it for closing. */
  forget(text: string): void;
  /** The names queued for closing, emptying the queue. */
  takeToClose(): string[];
}

export function createStatementStore(maxStatements: number): StatementStore {
  const stats: StatementCacheStats = { hits: 0, prepared: 0, closed: 0 };
  const statements = new Map<string, Prepared>();
  const seenOnce = new Set<string>();
  const toClose: string[] = [];
  let counter = 0;
  return {
    stats,
    wanted(text) {
      if (statements.has(text) || seenOnce.has(text)) return true;
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
      seenOnce.add(text);
      return false;
    },
    use(text) {
      const prepared = statements.get(text);
      if (!prepared) return undefined;
      // Most recently used last: the Map's first key is the one to close when full.
      statements.delete(text);
      statements.set(text, prepared);
      stats.hits++;
      return prepared;
    },
    newName: () => `hs_${++counter}`,
    remember(text, prepared) {
      statements.set(text, prepared);
      seenOnce.delete(text);
      stats.prepared++;
      if (statements.size > maxStatements) {
        const [oldestText, oldest] = statements.entries().next().value!;
        statements.delete(oldestText);
        toClose.push(oldest.name);
        stats.closed++;
      }
    },
    forget(text) {
      const prepared = statements.get(text);
      if (!prepared) return;
      statements.delete(text);
      toClose.push(prepared.name);
    },
    takeToClose: () => toClose.splice(0),
  };
}
