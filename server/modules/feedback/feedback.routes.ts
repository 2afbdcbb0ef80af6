/**
 * HTTP routes of feedback (spec 001 §7 "Feedback"). Any member may submit (5 per 10 minutes);
 * listing and triage are staff-only (docs/decisions/005-roles.md).
 */
import { FEEDBACK_RATE_LIMIT_MAX, FEEDBACK_RATE_LIMIT_WINDOW_MS } from '../../../common/constants';
import {
  createFeedbackBodySchema,
  feedbackListQuerySchema,
  feedbackPriorityBodySchema,
  feedbackStatusBodySchema,
  feedbackItemSchema,
  idParamsSchema,
  pageSchema,
} from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { createFeedback, listFeedback, updateFeedback } from './feedback.service';

export async function feedbackRoutes(app: App, { db, config }: AppDeps) {
  const writeRateLimit = { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 };

  registerRoute(
    app,
    'postFeedback',
    {
      schema: { body: createFeedbackBodySchema, response: { 201: feedbackItemSchema } },
      config: {
        access: 'member',
        rateLimit: { max: FEEDBACK_RATE_LIMIT_MAX, timeWindow: FEEDBACK_RATE_LIMIT_WINDOW_MS },
      },
    },
    async (request, reply) => {
      const userId = requireSelf(request, request.body.userId);
      const { id, displayName, email } = request.user!;
      return reply
        .status(201)
        .send(await createFeedback(db, userId, request.body, { id, displayName, email }));
    },
  );

  registerRoute(
    app,
    'getFeedback',
    {
      schema: {
        querystring: feedbackListQuerySchema,
        response: { 200: pageSchema(feedbackItemSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => listFeedback(db, request.query),
  );

  registerRoute(
    app,
    'patchFeedbackStatus',
    {
      schema: {
        params: idParamsSchema,
        body: feedbackStatusBodySchema,
        response: { 200: feedbackItemSchema },
      },
      config: { access: 'staff', rateLimit: writeRateLimit },
    },
    async (request) => updateFeedback(db, request.params.id, { status: request.body.status }),
  );

  registerRoute(
    app,
    'patchFeedbackPriority',
    {
      schema: {
        params: idParamsSchema,
        body: feedbackPriorityBodySchema,
        response: { 200: feedbackItemSchema },
      },
      config: { access: 'staff', rateLimit: writeRateLimit },
    },
    async (request) => updateFeedback(db, request.params.id, { priority: request.body.priority }),
  );
}
