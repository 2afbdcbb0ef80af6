/** Drizzle queries for Spotify connections (users columns) and pending authorisations. */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { blocks, requests, responses, spotifyAuthStates, users } from '../../db/schema/index';

export interface SpotifyConnectionRow {
  spotifyConnected: boolean;
  spotifyRefreshToken: string | null;
  spotifyAccessToken: string | null;
  spotifyTokenExpiry: Date | null;
  spotifyProduct: string | null;
  spotifyConnectionLostAt: Date | null;
}

/** A member's Spotify columns (ciphertexts), or null for an unknown user. */
export async function findConnection(
  db: Database,
  userId: number,
): Promise<SpotifyConnectionRow | null> {
  const rows = await db
    .select({
      spotifyConnected: users.spotifyConnected,
      spotifyRefreshToken: users.spotifyRefreshToken,
      spotifyAccessToken: users.spotifyAccessToken,
      spotifyTokenExpiry: users.spotifyTokenExpiry,
      spotifyProduct: users.spotifyProduct,
      spotifyConnectionLostAt: users.spotifyConnectionLostAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes Spotify columns of one member. */
export async function updateConnection(
  db: Database,
  userId: number,
  values: Partial<SpotifyConnectionRow>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Every Spotify column back to "not connected"; `lostAt` set when Spotify refused the grant. */
export function clearedConnection(lostAt: Date | null): SpotifyConnectionRow {
  return {
    spotifyConnected: false,
    spotifyRefreshToken: null,
    spotifyAccessToken: null,
    spotifyTokenExpiry: null,
    spotifyProduct: null,
    spotifyConnectionLostAt: lostAt,
  };
}

/** Stores a pending authorisation and prunes expired ones (index on expires_at). */
export async function insertAuthState(
  db: Database,
  row: typeof spotifyAuthStates.$inferInsert,
  now: Date,
): Promise<void> {
  await db.delete(spotifyAuthStates).where(lt(spotifyAuthStates.expiresAt, now));
  await db.insert(spotifyAuthStates).values(row);
}

/**
 * Removes and returns the pending authorisation with this state hash, in one statement: a second
 * use of the same state finds nothing (single use, also under concurrent callbacks).
 */
export async function takeAuthState(db: Database, stateHash: string) {
  const rows = await db
    .delete(spotifyAuthStates)
    .where(eq(spotifyAuthStates.stateHash, stateHash))
    .returning();
  return rows[0] ?? null;
}

/** Drops a member's pending authorisations (on disconnect). */
export async function deleteAuthStatesOf(db: Database, userId: number): Promise<void> {
  await db.delete(spotifyAuthStates).where(eq(spotifyAuthStates.userId, userId));
}

/** The stored song data of a response, or null. */
export async function findResponseSong(
  db: Database,
  responseId: number,
): Promise<{ songId: string; songData: SongData } | null> {
  const rows = await db
    .select({ songId: responses.songId, songData: responses.songData })
    .from(responses)
    .where(eq(responses.id, responseId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Merges cross-source fields into a response's song data (JSONB `||`), only while its song is
 * still `songId` (an operator edit in between wins).
 */
export async function mergeResponseSong(
  db: Database,
  responseId: number,
  songId: string,
  fields: Partial<SongData>,
): Promise<void> {
  await db
    .update(responses)
    .set({ songData: sql`${responses.songData} || ${JSON.stringify(fields)}::jsonb` })
    .where(and(eq(responses.id, responseId), eq(responses.songId, songId)));
}

/**
 * The answers among `ids` the viewer can see (answer and request not hidden by staff, author not
 * blocked by the viewer, as on the request page), with their song data; one query on the primary key.
 */
export async function findVisibleResponseSongs(
  db: Database,
  viewerId: number,
  ids: number[],
): Promise<{ id: number; songId: string; songData: SongData }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: responses.id, songId: responses.songId, songData: responses.songData })
    .from(responses)
    .innerJoin(requests, eq(requests.id, responses.requestId))
    .where(
      and(
        inArray(responses.id, ids),
        isNull(responses.hiddenAt),
        isNull(requests.hiddenAt),
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${responses.userId})`,
      ),
    );
}
