/**
 * Reads PGlite's answer to Bind, Describe (portal), Execute and Sync straight from the wire bytes
 * into the `Results` PGlite's own `parseResults` would build — for the named statements of
 * pglite-statement-cache.ts.
 *
 * Why: PGlite's protocol parser copies every field into a fresh ArrayBuffer before decoding it, and
 * reads its position through down-levelled private fields (a WeakMap lookup each): 35 % of the CPU
 * time of a 50-row list, more than the query's execution (decision 009). Here each field is decoded
 * in place (`Buffer#toString` over the received bytes).
 *
 * Scope: the messages a successful statement answers with (BindComplete, RowDescription, NoData,
 * DataRow, CommandComplete, EmptyQueryResponse, PortalSuspended, ReadyForQuery) and notifications
 * (NotificationResponse: the backend sends a committed NOTIFY with whichever answer follows, so any
 * statement's answer may carry one). Anything else — an error, a notice — returns null, and the
 * caller hands the same bytes to PGlite's own parser, so those keep PGlite's objects and behaviour.
 * Format: https://www.postgresql.org/docs/current/protocol-message-formats.html
 */
import { types, type QueryOptions, type Results } from '@electric-sql/pglite';

/** A value parser as PGlite keeps them, by type OID. */
export type TypeParser = (value: string, typeId: number) => unknown;

const BIND_COMPLETE = 0x32; // '2'
const ROW_DESCRIPTION = 0x54; // 'T'
const NO_DATA = 0x6e; // 'n'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const EMPTY_QUERY = 0x49; // 'I'
const PORTAL_SUSPENDED = 0x73; // 's'
const READY_FOR_QUERY = 0x5a; // 'Z'
const NOTIFICATION_RESPONSE = 0x41; // 'A'

/** A NOTIFY the backend delivered: its channel (PostgreSQL's name for it) and payload. */
export interface WireNotification {
  channel: string;
  payload: string;
}

/** Bytes of a RowDescription field after its name: table OID, column, type OID, size, modifier, format. */
const FIELD_TAIL_BYTES = 18;
/** Offset of the type OID within those bytes. */
const TYPE_OID_OFFSET = 6;

const defaultParsers = types.parsers as Record<number, TypeParser>;

/** A statement's columns and each column's parser, from a RowDescription message at `at`. */
interface Columns {
  fields: { name: string; dataTypeID: number }[];
  parsers: (TypeParser | undefined)[];
}

function readRowDescription(
  bytes: Buffer,
  at: number,
  parsers: Record<number | string, TypeParser>,
): Columns {
  const count = bytes.readInt16BE(at);
  at += 2;
  const columns: Columns = { fields: new Array(count), parsers: new Array(count) };
  for (let i = 0; i < count; i++) {
    const nameEnd = bytes.indexOf(0, at);
    const dataTypeID = bytes.readInt32BE(nameEnd + 1 + TYPE_OID_OFFSET);
    columns.fields[i] = { name: bytes.toString('utf8', at, nameEnd), dataTypeID };
    columns.parsers[i] = parsers[dataTypeID] ?? defaultParsers[dataTypeID];
    at = nameEnd + 1 + FIELD_TAIL_BYTES;
  }
  return columns;
}

/** One row from a DataRow message at `at`: an array, or an object by column name (last wins, as PGlite). */
function readDataRow(
  bytes: Buffer,
  at: number,
  columns: Columns,
  rowMode: QueryOptions['rowMode'],
): unknown {
  const count = bytes.readInt16BE(at);
  at += 2;
  const values: unknown[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(at);
    at += 4;
    if (length === -1) {
      values[i] = null;
      continue;
    }
    const text = bytes.toString('utf8', at, at + length);
    at += length;
    const parse = columns.parsers[i];
    values[i] = parse ? parse(text, columns.fields[i]!.dataTypeID) : text;
  }
  if (rowMode === 'array') return values;
  const row: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) row[columns.fields[i]!.name] = values[i];
  return row;
}

/** The result a CommandComplete tag ("SELECT 2", "UPDATE 3", "INSERT 0 5") closes, adding to `previous`'s affected rows. */
function completeCommand(
  tag: string,
  rows: unknown[],
  fields: Columns['fields'],
  previous: Results | null,
): Results {
  const parts = tag.split(' ');
  const command = parts[0]!;
  const rowCount = parseInt(parts[parts.length - 1]!, 10);
  const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
  const result = {
    rows,
    fields,
    command,
    affectedRows: (previous?.affectedRows ?? 0) + affected,
  } as Results;
  if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
  return result;
}

/** A NotificationResponse at `at`: the sender's process id (4 bytes), then channel and payload, each ending in 0. */
function readNotification(bytes: Buffer, at: number): WireNotification {
  const channelEnd = bytes.indexOf(0, at + 4);
  const payloadEnd = bytes.indexOf(0, channelEnd + 1);
  return {
    channel: bytes.toString('utf8', at + 4, channelEnd),
    payload: bytes.toString('utf8', channelEnd + 1, payloadEnd),
  };
}

const IGNORED = new Set([BIND_COMPLETE, NO_DATA, EMPTY_QUERY, PORTAL_SUSPENDED, READY_FOR_QUERY]);

/**
 * The result of one extended-protocol statement in `bytes` (one or more whole messages), parsed
 * with `parsers` (by type OID; PGlite's defaults for types they lack) into rows of `rowMode`
 * (objects by default), shaped as PGlite's `parseResults(...)[0]`: `{ rows, fields, command,
 * affectedRows, rowCount? }`, or `{ rows: [], fields: [], affectedRows: 0 }` when no command
 * completed. Notifications found are appended to `notifications`, in order, for the caller to deliver
 * once the answer is read. Returns null when `bytes` hold a message outside the scope above (then
 * the caller parses the whole answer, notifications included, with PGlite's parser instead).
 */
export function readStatementResult(
  bytes: Buffer,
  parsers: Record<number | string, TypeParser>,
  rowMode: QueryOptions['rowMode'],
  notifications: WireNotification[] = [],
): Results | null {
  let columns: Columns = { fields: [], parsers: [] };
  let rows: unknown[] = [];
  let result: Results | null = null;
  let position = 0;
  while (position + 5 <= bytes.length) {
    const code = bytes[position]!;
    const end = position + 1 + bytes.readInt32BE(position + 1);
    const at = position + 5;
    if (code === ROW_DESCRIPTION) columns = readRowDescription(bytes, at, parsers);
    else if (code === DATA_ROW) rows.push(readDataRow(bytes, at, columns, rowMode));
    else if (code === COMMAND_COMPLETE) {
      result = completeCommand(bytes.toString('utf8', at, end - 1), rows, columns.fields, result);
      rows = [];
      columns = { fields: [], parsers: [] };
    } else if (code === NOTIFICATION_RESPONSE) notifications.push(readNotification(bytes, at));
    else if (!IGNORED.has(code)) return null;
    position = end;
  }
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}
