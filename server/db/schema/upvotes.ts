/** Upvotes of requests and of responses, one row per member and target (spec 001 §3). */
import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { serialId, createdAtNow, cascadeRef, ownerOfTarget } from './columns';
import { requests, responses } from './requests';
import { users } from './users';

export const upvotedRequests = pgTable(
  'upvoted_requests',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    requestId: cascadeRef('request_id', () => requests.id),
    /** The request's author (see ownerOfTarget). */
    requestUserId: ownerOfTarget('request_user_id'),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('upvoted_requests_user_request_unique').on(t.userId, t.requestId),
    index('upvoted_requests_request_id_idx').on(t.requestId),
    index('upvoted_requests_request_user_created_idx').on(t.requestUserId, t.createdAt, t.id),
  ],
);

export const upvotedResponses = pgTable(
  'upvoted_responses',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    responseId: cascadeRef('response_id', () => responses.id),
    /** The response's author (see ownerOfTarget). */
    responseUserId: ownerOfTarget('response_user_id'),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('upvoted_responses_user_response_unique').on(t.userId, t.responseId),
    index('upvoted_responses_response_id_idx').on(t.responseId),
    index('upvoted_responses_response_user_created_idx').on(t.responseUserId, t.createdAt, t.id),
  ],
);
