/** The routes of feedback/feedback.routes: schemas, summary, access and enforced limit, by route name. */
import {
  createFeedbackBodySchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackPriorityBodySchema,
  feedbackStatusBodySchema,
  idParamsSchema,
  pageSchema,
} from '../schemas';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const feedbackDefinitions = {
  postFeedback: {
    summary: 'Send feedback or report a bug or a member',
    access: 'member',
    limit: ACTION_BUDGETS.feedback,
    body: createFeedbackBodySchema,
    answer: { 201: feedbackItemSchema },
  },
  getFeedback: {
    summary: 'Feedback list with filters (staff)',
    access: 'staff',
    limit: 'global',
    query: feedbackListQuerySchema,
    answer: { 200: pageSchema(feedbackItemSchema) },
  },
  patchFeedbackStatus: {
    summary: 'Set the status of a feedback item (staff)',
    access: 'staff',
    limit: 'writes',
    params: idParamsSchema,
    body: feedbackStatusBodySchema,
    answer: { 200: feedbackItemSchema },
    errors: [404],
  },
  patchFeedbackPriority: {
    summary: 'Set the priority of a feedback item (staff)',
    access: 'staff',
    limit: 'writes',
    params: idParamsSchema,
    body: feedbackPriorityBodySchema,
    answer: { 200: feedbackItemSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
