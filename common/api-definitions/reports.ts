/** The routes of reports/reports.routes: schemas, summary, access and enforced limit, by route name. */
import {
  createReportBodySchema,
  moderationActionBodySchema,
  moderationActionResultSchema,
  reportCreatedSchema,
  reportQueueSchema,
} from '../schemas/reports';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const reportsDefinitions = {
  postReports: {
    summary: 'Report a request, an answer or a member to staff',
    access: 'member',
    limit: ACTION_BUDGETS.reports,
    body: createReportBodySchema,
    answer: { 201: reportCreatedSchema },
    errors: [404, 409],
  },
  getAdminReports: {
    summary: 'Open reports grouped per reported item, and the latest moderation actions (staff)',
    access: 'staff',
    limit: 'global',
    answer: { 200: reportQueueSchema },
  },
  postAdminModeration: {
    summary: 'Hide, restore or dismiss the reports of an item (staff)',
    access: 'staff',
    limit: 'writes',
    body: moderationActionBodySchema,
    answer: { 200: moderationActionResultSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
