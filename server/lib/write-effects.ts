/**
 * Other modules' parts of a one-statement write (decision 009), joined by value rather than by
 * names typed twice: a write names its source CTE once (`cteRef`) and hands that reference to the
 * parts it composes; each part returns a `Cte` whose reference the next part, or `pushesOf`, takes.
 * The column names a part reads from a CTE are in its type, so a part that needs `request_id` does
 * not accept a CTE that lacks it, and renaming a CTE is one edit, checked by the compiler.
 */
import { sql, type SQL } from 'drizzle-orm';

/** A CTE of a write statement, by name, with the columns other parts may read from it. */
export interface CteRef<Columns extends string = string> {
  readonly name: string;
  /**
   * Never set: carries the column names for the type checker only. A parameter type, so a CTE with
   * more columns is accepted where fewer are needed, and one lacking a needed column is refused.
   */
  readonly columns?: (column: Columns) => void;
}

/** A CTE ready to join a WITH list: its reference and its `name as (…)` text. */
export interface Cte<Columns extends string = string> extends CteRef<Columns> {
  readonly definition: SQL;
}

/** A reference to CTE `name`, which the write itself defines (e.g. the inserted answer). */
export function cteRef<Columns extends string>(name: string): CteRef<Columns> {
  return { name };
}

/** CTE `name` defined as `body` (the statement inside the parentheses). */
export function defineCte<Columns extends string = never>(name: string, body: SQL): Cte<Columns> {
  return { name, definition: sql`${sql.identifier(name)} as (${body})` };
}

/** A CTE's name as an SQL identifier, to select from it or define it. */
export function cteName(ref: CteRef<never>): SQL {
  return sql`${sql.identifier(ref.name)}`;
}

/**
 * The parts a write runs in its own statement: `ctes` join its WITH list (see moreCtes) and commit
 * exactly when the write does; `pushes` is a json expression over them that the statement returns
 * (the notifications it wrote, as pushesOf builds it), for the caller to push once it has committed.
 */
export interface WriteEffects {
  ctes: Cte<never>[];
  pushes: SQL;
}

/** No parts: nothing else written, nothing to push. */
export const NO_EFFECTS: WriteEffects = { ctes: [], pushes: sql`'[]'::json` };

/**
 * CTEs to append to a WITH list that has at least one already (each preceded by a comma; nothing
 * for []).
 */
export function moreCtes(ctes: Cte<never>[]): SQL {
  return sql.join(ctes.map((cte) => sql`, ${cte.definition}`));
}
