/** Songs members saved from responses (spec 001 §3 "saved_songs"). */
import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { serialId, createdAtNow, cascadeRef, ownerOfTarget } from './columns';
import { requests, responses } from './requests';
import { users } from './users';

export const savedSongs = pgTable(
  'saved_songs',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    responseId: cascadeRef('response_id', () => responses.id),
    requestId: cascadeRef('request_id', () => requests.id),
    /** The response's author (see ownerOfTarget). */
    responseUserId: ownerOfTarget('response_user_id'),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('saved_songs_user_response_unique').on(t.userId, t.responseId),
    index('saved_songs_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('saved_songs_response_id_idx').on(t.responseId),
    index('saved_songs_request_id_idx').on(t.requestId),
    index('saved_songs_response_user_created_idx').on(t.responseUserId, t.createdAt, t.id),
  ],
);
