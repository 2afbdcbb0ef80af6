/**
 * HTTP routes of feedback (spec 001 §7 "Feedback"). Any member may submit (5 per 10 minutes);
 * listing and triage are staff-only (docs/decisions/005-roles.md).
 */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { createFeedback, listFeedback, updateFeedback } from './feedback.service';

export async function feedbackRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'postFeedback', async (request, reply) => {
    const userId = requireSelf(request, request.body.userId);
    const { id, displayName, email } = request.user!;
    return reply
      .status(201)
      .send(await createFeedback(db, userId, request.body, { id, displayName, email }));
  });

  registerRoute(app, 'getFeedback', async (request) => listFeedback(db, request.query));

  registerRoute(app, 'patchFeedbackStatus', async (request) =>
    updateFeedback(db, request.params.id, { status: request.body.status }),
  );

  registerRoute(app, 'patchFeedbackPriority', async (request) =>
    updateFeedback(db, request.params.id, { priority: request.body.priority }),
  );
}
