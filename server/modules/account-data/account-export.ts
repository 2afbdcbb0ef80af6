/**
 * "Download your data": the member's data as one JSON document, or as a ZIP holding that
 * document (`hearsay-data.json`) and one CSV per section (`profile.csv`, `genres.csv`,
 * `requests.csv`, `responses.csv`, `upvoted-requests.csv`, `upvoted-responses.csv`, `saves.csv`,
 * `plays.csv`, `feedback.csv`, `cosigns.csv`, `verdicts.csv`, `follows.csv`,
 * `blocks.csv`, `reports.csv`, `watched-genres.csv`, `notification-settings.csv`, `replies.csv`, `push-subscriptions.csv`, `push-settings.csv`, `email-digest.csv`) for spreadsheets. The JSON streams section by section; the ZIP
 * (yazl, deflate) streams out once each section is read, its CSVs through server/lib/csv.ts (RFC
 * 4180, formula cells neutralised). Times are ISO 8601 (UTC); nested song data is one JSON cell.
 */
import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppDeps } from '../../app-types';
import { toCsv, type CsvCell } from '../../lib/csv';
import { exportSections } from './account-data.repository';

type Row = Record<string, unknown>;
type SectionName = keyof typeof exportSections;

/** The file name of each section's CSV inside the ZIP. */
export const CSV_FILE_NAMES: Record<SectionName, string> = {
  profile: 'profile.csv',
  genres: 'genres.csv',
  requests: 'requests.csv',
  responses: 'responses.csv',
  upvotedRequests: 'upvoted-requests.csv',
  upvotedResponses: 'upvoted-responses.csv',
  saves: 'saves.csv',
  plays: 'plays.csv',
  feedback: 'feedback.csv',
  cosigns: 'cosigns.csv',
  replies: 'replies.csv',
  verdicts: 'verdicts.csv',
  follows: 'follows.csv',
  blocks: 'blocks.csv',
  reports: 'reports.csv',
  watchedGenres: 'watched-genres.csv',
  notificationSettings: 'notification-settings.csv',
  pushSubscriptions: 'push-subscriptions.csv',
  pushSettings: 'push-settings.csv',
  emailDigest: 'email-digest.csv',
};

/** Yields the export as JSON text, section by section, so no whole document is built in memory. */
export async function* exportJson(
  deps: AppDeps,
  userId: number,
  at = new Date(),
): AsyncGenerator<string> {
  yield `{"format":"hearsay-export-1","exportedAt":${JSON.stringify(at.toISOString())}`;
  for (const [name, query] of Object.entries(exportSections)) {
    const rows = await query(deps.db, userId);
    yield `,${JSON.stringify(name)}:`;
    yield name === 'profile' ? JSON.stringify(rows[0] ?? null) : JSON.stringify(rows);
  }
  yield '}\n';
}

/** One CSV cell: dates as ISO text, objects (song data) as JSON text, the rest as it is. */
function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The CSV of one section's rows; the header lists the section's columns even when it has no rows. */
export function sectionCsv(rows: Row[], columns: string[]): string {
  return toCsv(
    columns,
    rows.map((row) => columns.map((c) => cell(row[c]))),
  );
}

/**
 * The columns of each section's CSV, in the order its query selects them (the test checks they
 * match the rows), so an empty section still gets its header row.
 */
export const SECTION_COLUMNS: Record<SectionName, string[]> = {
  profile: [
    'id',
    'displayName',
    'slug',
    'email',
    'profilePicture',
    'role',
    'createdAt',
    'emailVerifiedAt',
  ],
  genres: ['id', 'name'],
  requests: ['id', 'type', 'content', 'gifUrl', 'songId', 'upvotes', 'responses', 'createdAt'],
  responses: [
    'id',
    'requestId',
    'songId',
    'songData',
    'comment',
    'upvotes',
    'saves',
    'plays',
    'createdAt',
  ],
  upvotedRequests: ['requestId', 'createdAt'],
  upvotedResponses: ['responseId', 'createdAt'],
  saves: ['responseId', 'requestId', 'createdAt'],
  plays: ['responseId', 'playedAt'],
  feedback: ['id', 'type', 'comment', 'createdAt'],
  cosigns: ['responseId', 'comment', 'createdAt'],
  replies: ['id', 'responseId', 'body', 'createdAt', 'editedAt'],
  verdicts: ['responseId', 'requestId', 'verdict', 'verdictAt'],
  follows: ['requestId', 'createdAt'],
  blocks: ['blockedUserId', 'createdAt'],
  reports: ['id', 'targetType', 'targetId', 'reason', 'note', 'status', 'createdAt', 'resolvedAt'],
  watchedGenres: ['id', 'name', 'createdAt'],
  notificationSettings: ['type', 'enabled'],
  pushSubscriptions: ['endpoint', 'createdAt'],
  pushSettings: ['type', 'enabled'],
  emailDigest: ['frequency', 'nextDueAt', 'lastSentAt'],
};

/**
 * A ZIP stream of the member's data: `hearsay-data.json` (the JSON export) then one CSV per
 * section, from one query per section. The rows of one member are held while the archive is
 * written (they are small); the archive itself streams out. A failing query destroys the stream,
 * so a download is cut off, never silently short.
 */
export function exportZip(deps: AppDeps, userId: number, at = new Date()): Readable {
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  (async () => {
    const names = Object.keys(exportSections) as SectionName[];
    const sections: [SectionName, Row[]][] = [];
    for (const name of names)
      sections.push([name, (await exportSections[name](deps.db, userId)) as Row[]]);
    const document = {
      format: 'hearsay-export-1',
      exportedAt: at.toISOString(),
      ...Object.fromEntries(
        sections.map(([name, rows]) => [name, name === 'profile' ? (rows[0] ?? null) : rows]),
      ),
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(document)}\n`, 'utf8'), 'hearsay-data.json', {
      mtime: at,
    });
    for (const [name, rows] of sections) {
      zip.addBuffer(
        Buffer.from(sectionCsv(rows, SECTION_COLUMNS[name]), 'utf8'),
        CSV_FILE_NAMES[name],
        { mtime: at },
      );
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
