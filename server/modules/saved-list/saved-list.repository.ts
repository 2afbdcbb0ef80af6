/** Drizzle query for a member's saved songs with their recommendations, requests and both authors. */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { requests, responses, savedSongs, users } from '../../db/schema/index';
import { displayedSongColumn } from '../responses/displayed-song';

const requestAuthors = alias(users, 'request_authors');
const responseAuthors = alias(users, 'response_authors');

const userColumns = (t: typeof requestAuthors | typeof responseAuthors) => ({
  id: t.id,
  displayName: t.displayName,
  slug: t.slug,
  profilePicture: t.profilePicture,
});

/**
 * Every song `userId` saved, most recent save first (index saved_songs_user_created_idx), joined
 * to its recommendation, the request and both authors. One query, whatever the number of saves.
 */
export async function listSavedSongs(db: Database, userId: number) {
  return db
    .select({
      savedId: savedSongs.id,
      savedAt: savedSongs.createdAt,
      response: {
        id: responses.id,
        requestId: responses.requestId,
        songData: displayedSongColumn,
        comment: responses.comment,
        upvotes: responses.upvotes,
        saves: responses.saves,
        createdAt: responses.createdAt,
      },
      responseUser: userColumns(responseAuthors),
      request: {
        id: requests.id,
        type: requests.type,
        content: requests.content,
        gifUrl: requests.gifUrl,
        songData: requests.songData,
        responses: requests.responses,
      },
      requestUser: userColumns(requestAuthors),
    })
    .from(savedSongs)
    .innerJoin(responses, eq(responses.id, savedSongs.responseId))
    .innerJoin(responseAuthors, eq(responseAuthors.id, responses.userId))
    .innerJoin(requests, eq(requests.id, responses.requestId))
    .innerJoin(requestAuthors, eq(requestAuthors.id, requests.userId))
    .where(eq(savedSongs.userId, userId))
    .orderBy(desc(savedSongs.createdAt), desc(savedSongs.id));
}

export type SavedSongRow = Awaited<ReturnType<typeof listSavedSongs>>[number];
