/** The routes of member-handles and member-search: schemas, summary, access and enforced limit, by route name (decision 045). */
import { idParamsSchema } from '../schemas';
import {
  handleBodySchema,
  handleStateSchema,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  mentionQuerySchema,
  mentionSuggestionsSchema,
} from '../schemas/member-handles';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const memberHandlesDefinitions = {
  getUserHandle: {
    summary: 'Your handle and whether you may still choose it',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    answer: { 200: handleStateSchema },
  },
  putUserHandle: {
    summary: 'Choose your handle (once, when it was drawn or replaced)',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    body: handleBodySchema,
    answer: { 200: handleStateSchema },
    errors: [409],
  },
  getUserMentions: {
    summary: 'Members to @mention: the thread first, then followed members, then everyone',
    access: 'member',
    limit: ACTION_BUDGETS.memberLookups,
    query: mentionQuerySchema,
    answer: { 200: mentionSuggestionsSchema },
  },
  getUserSearch: {
    summary: 'Search members by display name or handle',
    access: 'member',
    limit: ACTION_BUDGETS.memberLookups,
    query: memberSearchQuerySchema,
    answer: { 200: memberSearchPageSchema },
  },
} as const satisfies RouteDefinitions;
