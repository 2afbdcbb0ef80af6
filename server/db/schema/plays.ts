/**
 * Recorded plays of recommendations (POST /api/responses/{id}/play, spec 000 §7 "Saving and
 * playing"). Not in spec 001's catalogue, which only has the `responses.plays` counter: one row per
 * play makes that denormalised counter checkable (it always equals the rows, as every stored counter must) and
 * keeps who played what for the data dashboards. docs/decisions/008-player.md.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, createdAtNow, cascadeRef } from './columns';
import { responses } from './requests';
import { users } from './users';

export const responsePlays = pgTable(
  'response_plays',
  {
    id: serialId(),
    responseId: cascadeRef('response_id', () => responses.id),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAtNow(),
    /** Where it played: `youtube` (POST /api/responses/{id}/play) or `spotify` (POST /api/spotify/play/{id}). */
    source: text('source').notNull().default('youtube'),
  },
  (t) => [
    index('response_plays_response_id_idx').on(t.responseId, t.id),
    index('response_plays_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
