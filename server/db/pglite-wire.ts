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
  let fields: { name: string; dataTypeID: number }[] = [];
  let fieldParsers: (TypeParser | undefined)[] = [];
  let rows: unknown[] = [];
  let result: Results | null = null;
  let position = 0;
  while (position + 5 <= bytes.length) {
    const code = bytes[position]!;
    const end = position + 1 + bytes.readInt32BE(position + 1);
    let at = position + 5;
    switch (code) {
      case ROW_DESCRIPTION: {
        const count = bytes.readInt16BE(at);
        at += 2;
        fields = new Array(count);
        fieldParsers = new Array(count);
        for (let i = 0; i < count; i++) {
          const nameEnd = bytes.indexOf(0, at);
          const dataTypeID = bytes.readInt32BE(nameEnd + 1 + TYPE_OID_OFFSET);
          fields[i] = { name: bytes.toString('utf8', at, nameEnd), dataTypeID };
          fieldParsers[i] = parsers[dataTypeID] ?? defaultParsers[dataTypeID];
          at = nameEnd + 1 + FIELD_TAIL_BYTES;
        }
        break;
      }
      case DATA_ROW: {
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
          const parse = fieldParsers[i];
          values[i] = parse ? parse(text, fields[i]!.dataTypeID) : text;
        }
        if (rowMode === 'array') rows.push(values);
        else {
          // As Object.fromEntries in PGlite: a repeated column name keeps its last value.
          const row: Record<string, unknown> = {};
          for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i];
          rows.push(row);
        }
        break;
      }
      case COMMAND_COMPLETE: {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5": a tag with a count ends in it.
        const parts = bytes.toString('utf8', at, end - 1).split(' ');
        const command = parts[0]!;
        const rowCount = parseInt(parts[parts.length - 1]!, 10);
        const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)
          ? rowCount
          : 0;
        result = {
          rows,
          fields,
          command,
          affectedRows: (result?.affectedRows ?? 0) + affected,
        } as Results;
        if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
        rows = [];
        fields = [];
        break;
      }
      case NOTIFICATION_RESPONSE: {
        // The sending backend's process id (4 bytes), then the channel and payload, each ending in 0.
        const channelEnd = bytes.indexOf(0, at + 4);
        const payloadEnd = bytes.indexOf(0, channelEnd + 1);
        notifications.push({
          channel: bytes.toString('utf8', at + 4, channelEnd),
          payload: bytes.toString('utf8', channelEnd + 1, payloadEnd),
        });
        break;
      }
      case BIND_COMPLETE:
      case NO_DATA:
      case EMPTY_QUERY:
      case PORTAL_SUSPENDED:
      case READY_FOR_QUERY:
        break;
      default:
        return null;
    }
    position = end;
  }
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}
