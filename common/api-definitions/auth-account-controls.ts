/** The routes of auth/account-controls.routes: schemas, summary, access and enforced limit, by route name. */
import {
  accountIdParamsSchema,
  accountLookupQuerySchema,
  sessionsEndedSchema,
  staffAccountSchema,
  suspendBodySchema,
} from '../schemas/account-controls';
import { successSchema } from '../schemas/auth';
import { type RouteDefinitions } from './route-definition';

export const authAccountControlsDefinitions = {
  getAdminAccounts: {
    summary: 'Find an account by e-mail or id (staff)',
    access: 'staff',
    limit: 'global',
    query: accountLookupQuerySchema,
    answer: { 200: staffAccountSchema },
  },
  postAdminUserSuspend: {
    summary: 'Suspend an account and end its sessions (staff)',
    access: 'staff',
    limit: 'writes',
    params: accountIdParamsSchema,
    body: suspendBodySchema,
    answer: { 200: staffAccountSchema },
  },
  postAdminUserUnsuspend: {
    summary: 'Lift a suspension (staff)',
    access: 'staff',
    limit: 'writes',
    params: accountIdParamsSchema,
    answer: { 200: staffAccountSchema },
  },
  postAdminUserSessionsEnd: {
    summary: 'End every session of an account (staff)',
    access: 'staff',
    limit: 'writes',
    params: accountIdParamsSchema,
    answer: { 200: sessionsEndedSchema },
  },
  postAdminUserTwoFactorReset: {
    summary: "Reset an account's two-factor (staff)",
    access: 'staff',
    limit: 'writes',
    params: accountIdParamsSchema,
    answer: { 200: staffAccountSchema },
  },
  postAdminUserUnlock: {
    summary: "Lift a member's sign-in pause (staff)",
    access: 'staff',
    limit: 'writes',
    params: accountIdParamsSchema,
    answer: { 200: successSchema },
  },
} as const satisfies RouteDefinitions;
