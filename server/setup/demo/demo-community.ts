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
import { slugify } from '../../../common/text';
import { dataFilePath } from '../../lib/data-files';
import { nameSkeletonColumns } from '../../lib/display-names';
import { LOCAL_GIFS } from '../../providers/gifs/local-catalog';
import { toGif } from '../../providers/gifs/local-provider';
import { songRowToSongData } from '../../providers/songs/catalog-provider';
import { requestSearchText } from '../../modules/requests/requests.service';
import { GenreDetector } from '../../modules/genre-detection/lib/detector';
import {
  loadCatalogueSongs,
  loadTaxonomy,
} from '../../modules/genre-detection/genre-detection.repository';
import type { Database } from '../../db/client';
import {
  feedback,
  genres,
  requestGenres,
  requests,
  responseGenres,
  responsePlays,
  responses,
  savedSongs,
  songs,
  upvotedRequests,
  upvotedResponses,
  userGenres,
  users,
} from '../../db/schema/index';
import {
  DEFAULT_DEMO_COUNTS,
  planDemoCommunity,
  type DemoCounts,
  type DemoPlan,
  type DemoSong,
  type DemoText,
} from './demo-plan';

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
  counts: Record<
    | 'members'
    | 'requests'
    | 'responses'
    | 'requestUpvotes'
    | 'responseUpvotes'
    | 'saves'
    | 'plays'
    | 'feedback',
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

async function insertAll<T extends Record<string, unknown>>(
  db: Database,
  table: Parameters<Database['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(table).values(rows.slice(i, i + 500) as never);
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
  // The app's own detector over the same taxonomy and catalogue, so the demo's tags are the ones
  // detection would write (issue 32).
  const [taxonomy, catalogueGenres] = await Promise.all([loadTaxonomy(db), loadCatalogueSongs(db)]);
  const detector = new GenreDetector(taxonomy, catalogueGenres);
  const plan = planDemoCommunity(
    {
      texts: loadDemoTexts(),
      songs: catalogue,
      genres: genreRows,
      gifTitles: gifs.map((g) => g.title),
      maxTextLength: MAX_TEXT_LENGTH,
      detector,
    },
    options.counts ?? DEFAULT_DEMO_COUNTS,
    { now: options.now, seed: options.seed },
  );
  const password = options.password ?? randomBytes(9).toString('base64url');
  const passwordHash = await hash(password);

  await db.transaction(async (tx) =>
    writePlan(
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
    },
  };
}

async function writePlan(
  tx: Database,
  plan: DemoPlan,
  passwordHash: string,
  songData: Map<string, ReturnType<typeof songRowToSongData>>,
  gifUrls: string[],
) {
  const slugs = new Set<string>();
  const memberRows = await tx
    .insert(users)
    .values(
      plan.members.map((m) => {
        const base = slugify(m.displayName) || 'member';
        let slug = base;
        for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
        slugs.add(slug);
        // Demo addresses count as verified (their mail goes nowhere), so the staff account holds its role.
        return {
          displayName: m.displayName,
          ...nameSkeletonColumns(m.displayName),
          email: m.email,
          slug,
          password: passwordHash,
          role: m.role,
          createdAt: m.createdAt,
          emailVerifiedAt: m.createdAt,
        };
      }),
    )
    .returning({ id: users.id });
  const memberId = (i: number) => memberRows[i]!.id;
  await insertAll(
    tx,
    userGenres,
    plan.members.flatMap((m, i) =>
      m.genreIds.map((genreId, position) => ({
        userId: memberId(i),
        genreId,
        position,
        createdAt: m.createdAt,
      })),
    ),
  );

  const requestIds: number[] = [];
  for (let i = 0; i < plan.requests.length; i += 500) {
    const values = plan.requests.slice(i, i + 500).map((r) => {
      const song = r.song ? songData.get(r.song.videoId)! : null;
      const row = {
        userId: memberId(r.author),
        type: r.type,
        content: r.content,
        gifUrl: r.gif === null ? null : gifUrls[r.gif]!,
        songId: song?.id ?? null,
        songData: song,
        createdAt: r.createdAt,
      };
      return { ...row, searchText: requestSearchText(row) };
    });
    requestIds.push(
      ...(await tx.insert(requests).values(values).returning({ id: requests.id })).map((r) => r.id),
    );
  }
  await insertAll(
    tx,
    requestGenres,
    plan.requests.flatMap((r, i) =>
      r.genreIds.map((genreId) => ({ requestId: requestIds[i]!, genreId, automatic: true })),
    ),
  );

  const responseIds: number[] = [];
  for (let i = 0; i < plan.responses.length; i += 500) {
    const values = plan.responses.slice(i, i + 500).map((r) => {
      const song = songData.get(r.song.videoId)!;
      return {
        requestId: requestIds[r.request]!,
        userId: memberId(r.author),
        songId: song.id,
        songData: song,
        comment: r.comment || null,
        createdAt: r.createdAt,
      };
    });
    responseIds.push(
      ...(await tx.insert(responses).values(values).returning({ id: responses.id })).map(
        (r) => r.id,
      ),
    );
  }
  await insertAll(
    tx,
    responseGenres,
    plan.responses.flatMap((r, i) =>
      r.genreIds.map((genreId) => ({ responseId: responseIds[i]!, genreId, automatic: true })),
    ),
  );

  const reaction = (r: DemoPlan['plays'][number]) => ({
    userId: memberId(r.member),
    createdAt: r.createdAt,
  });
  await insertAll(
    tx,
    upvotedRequests,
    plan.requestUpvotes.map((r) => ({ ...reaction(r), requestId: requestIds[r.target]! })),
  );
  await insertAll(
    tx,
    upvotedResponses,
    plan.responseUpvotes.map((r) => ({ ...reaction(r), responseId: responseIds[r.target]! })),
  );
  await insertAll(
    tx,
    savedSongs,
    plan.saves.map((r) => ({
      ...reaction(r),
      responseId: responseIds[r.target]!,
      requestId: requestIds[plan.responses[r.target]!.request]!,
    })),
  );
  await insertAll(
    tx,
    responsePlays,
    plan.plays.map((r) => ({ ...reaction(r), responseId: responseIds[r.target]! })),
  );
  await insertAll(
    tx,
    feedback,
    plan.feedback.map((f) => ({
      userId: memberId(f.member),
      type: f.type,
      comment: f.comment,
      status: f.status,
      screen: '/',
      createdAt: f.createdAt,
    })),
  );

  // Counters from the rows they count (a counter always equals its rows), set once for the whole community.
  await tx.execute(sql`update requests r set
      responses = (select count(*) from responses x where x.request_id = r.id),
      upvotes = (select count(*) from upvoted_requests v where v.request_id = r.id)`);
  await tx.execute(sql`update responses x set
      upvotes = (select count(*) from upvoted_responses v where v.response_id = x.id),
      saves = (select count(*) from saved_songs s where s.response_id = x.id),
      plays = (select count(*) from response_plays p where p.response_id = x.id)`);
}
