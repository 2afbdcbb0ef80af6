/** Co-signs of responses. */
import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { serialId, createdAtNow, cascadeRef, ownerOfTarget } from './columns';
import { responses } from './requests';
import { users } from './users';

/**
 * Co-signs: a member who would have recommended the same song seconds it instead of
 * getting only the 409 of spec 000 §7. One per member and answer; the co-sign comes with an upvote
 * of the answer (written in the same transaction) and `responses.cosigns` counts these rows.
 */
export const responseCosigns = pgTable(
  'response_cosigns',
  {
    id: serialId(),
    responseId: cascadeRef('response_id', () => responses.id),
    userId: cascadeRef('user_id', () => users.id),
    comment: text('comment'),
    /** The response's author (see ownerOfTarget). */
    responseUserId: ownerOfTarget('response_user_id'),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('response_cosigns_response_user_unique').on(t.responseId, t.userId),
    index('response_cosigns_user_created_idx').on(t.userId, t.createdAt),
    index('response_cosigns_response_user_created_idx').on(t.responseUserId, t.createdAt, t.id),
  ],
);
