/**
 * Fills an EMPTY database with the demo community planned by demo-plan.ts (`npm run demo`): reads
 * the real request texts (data/requests/music_reco_queries.csv, Deezer, MIT) and the playable songs
 * of the seeded catalogue, writes every row in one transaction and then sets each counter from the
 * rows it counts. Refuses a database that already has members, so it can never mix with real data.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { parse } from 'csv-parse/sync';
import { and, isNotNull, notLike, sql } from 'drizzle-orm';
import { MAX_TEXT_LENGTH } from '../../../common/constants';
import { dataFilePath } from '../../lib/data-files';
import { LOCAL_GIFS } from '../../providers/gifs/local-catalog';
import { toGif } from '../../providers/gifs/local-provider';
import { songRowToSongData } from '../../providers/songs/catalog-provider';
import { GenreDetector } from '../../modules/genre-detection/lib/detector';
import {
  loadCatalogueSongs,
  loadTaxonomy,
} from '../../modules/genre-detection/genre-detection-staff.repository';
import { listGenreAncestry } from '../../modules/feed/magic.repository';
import type { Database } from '../../db/client';
import { genres, songs, users } from '../../db/schema/index';
import {
  DEFAULT_DEMO_COUNTS,
  planDemoCommunity,
  type DemoCounts,
  type DemoPlan,
  type DemoSong,
  type DemoText,
} from './demo-plan';
import { writeDemoPlan } from './demo-writes';

/** Thrown when the database already has members; the demo never writes beside real data. */
export class DemoRefusedError extends Error {}

export interface DemoLogin {
  email: string;
  password: string;
  displayName: string;
}

export interface DemoResult {
  member: DemoLogin;
  staff: DemoLogin;
  /** What was written; `fittingResponses`: answers by an artist the request names or of its tags. */
  counts: Record<
    | 'members'
    | 'requests'
    | 'responses'
    | 'requestUpvotes'
    | 'responseUpvotes'
    | 'saves'
    | 'plays'
    | 'feedback'
    | 'fittingResponses',
    number
  >;
}

/** The real request texts with the artists each names (Deezer MusicRecoNER, vendored in data/). */
export function loadDemoTexts(): DemoText[] {
  const rows = parse(readFileSync(dataFilePath('requests/music_reco_queries.csv'), 'utf8'), {
    columns: true,
  }) as { query: string; entities: string }[];
  return rows.map((r) => {
    let entities: { mention: string; type: string }[] = [];
    try {
      entities = r.entities ? (JSON.parse(r.entities) as typeof entities) : [];
    } catch {
      // A malformed entity list only means no named artist for this text.
    }
    return {
      text: r.query,
      artists: entities.filter((e) => e.type === 'Artist').map((e) => e.mention),
    };
  });
}

/**
 * Plans and writes the demo community. `password` (random when omitted) is shared by every demo
 * account. Throws DemoRefusedError when any user exists.
 */
export async function seedDemoCommunity(
  db: Database,
  options: { counts?: DemoCounts; now?: Date; seed?: number; password?: string } = {},
): Promise<DemoResult> {
  const [{ n: existing } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users);
  if (existing > 0)
    throw new DemoRefusedError(
      `The database already has ${existing} member(s); the demo only fills an empty database.`,
    );

  const songRows = await db.select().from(songs).where(isNotNull(songs.videoId));
  const catalogue: DemoSong[] = songRows.map((s) => ({
    videoId: s.videoId!,
    title: s.title,
    artist: s.artist,
    genre: s.genre,
  }));
  const songData = new Map(songRows.map((s) => [s.videoId!, songRowToSongData(s)]));
  const genreRows = await db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(and(notLike(genres.name, '\\_\\_%'), sql`${genres.active}`));
  const gifs = LOCAL_GIFS.map(toGif);
  // The app's own detector over the same taxonomy and catalogue: the demo's tags are what it reads
  // in a request's text (docs/decisions/055).
  const [taxonomy, catalogueGenres, ancestry] = await Promise.all([
    loadTaxonomy(db),
    loadCatalogueSongs(db),
    listGenreAncestry(db),
  ]);
  const detector = new GenreDetector(taxonomy, catalogueGenres);
  const plan = planDemoCommunity(
    {
      texts: loadDemoTexts(),
      songs: catalogue,
      genres: genreRows,
      gifTitles: gifs.map((g) => g.title),
      maxTextLength: MAX_TEXT_LENGTH,
      detector,
      ancestry,
    },
    options.counts ?? DEFAULT_DEMO_COUNTS,
    { now: options.now, seed: options.seed },
  );
  const password = options.password ?? randomBytes(9).toString('base64url');
  const passwordHash = await hash(password);

  await db.transaction(async (tx) =>
    writeDemoPlan(
      tx,
      plan,
      passwordHash,
      songData,
      gifs.map((g) => g.url),
    ),
  );

  const login = (m: DemoPlan['members'][number]): DemoLogin => ({
    email: m.email,
    password,
    displayName: m.displayName,
  });
  return {
    member: login(plan.members[0]!),
    staff: login(plan.members.find((m) => m.role === 'staff')!),
    counts: {
      members: plan.members.length,
      requests: plan.requests.length,
      responses: plan.responses.length,
      requestUpvotes: plan.requestUpvotes.length,
      responseUpvotes: plan.responseUpvotes.length,
      saves: plan.saves.length,
      plays: plan.plays.length,
      feedback: plan.feedback.length,
      fittingResponses: plan.responses.filter((r) => r.fit !== 'none').length,
    },
  };
}
