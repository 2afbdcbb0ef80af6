/**
 * Deny-by-default route policies. Every /api route declares `config.access`: 'public', 'member'
 * or 'staff'. Registering an /api route without one throws at start-up, and a preValidation hook answers
 * 401 (no session) or 403 (role too low) before the handler runs. Staff includes admins.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaffRole } from '../../common/constants';
import type { RouteAccess } from '../../common/api-definitions/route-definition';
import { HttpError, forbidden, unauthorized } from '../lib/http-errors';
import { hasSecondFactor, switchRefusal, type SwitchSettings } from './operator-switches';

/** Who may call a route (the definitions name one per route). */
export type Access = RouteAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** One registered API route and its policy; the route-walking test reads these. */
export interface RouteRecord {
  method: string;
  url: string;
  access: Access;
  /** The route's schema (zod), for route-walking tests such as the fuzzer. */
  schema?: unknown;
}

/** Prefix of the interactive API docs (@fastify/swagger-ui): public pages, not API routes, so not listed. */
export const DOCS_PREFIX = '/api/docs';

/** 403 `mfa_required`: the staff session has not passed two-factor; `enrolled` says whether to set it up first. */
export function mfaRequired(enrolled: boolean): HttpError {
  return new HttpError(
    403,
    'mfa_required',
    enrolled
      ? 'Confirm it is you with your second factor (security key or authenticator code) to continue.'
      : 'Set up two-factor authentication to use staff screens.',
    { enrolled },
  );
}

/**
 * Adds the policy check and fills `routes` as API routes register. `settings` are the operator
 * switches (operator-switches.ts, decision 049), applied to signed-in members on non-public routes.
 */
export function registerAccessControl(
  app: FastifyInstance,
  routes: RouteRecord[],
  settings: SwitchSettings,
): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  // preValidation, so an anonymous caller gets 401 before any body validation can answer 400.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.user) throw unauthorized();
    // A member who turned two-factor on must pass it before anything but the /api/auth routes.
    // A security key counts exactly like TOTP (decision 039).
    const enrolled = hasSecondFactor(request.user);
    if (
      enrolled &&
      !request.authSession?.mfaPassedAt &&
      !request.routeOptions.url?.startsWith('/api/auth/')
    ) {
      throw mfaRequired(true);
    }
    // Before the staff checks: a staff member the operator requires to enrol is told that first.
    const refusal = switchRefusal(settings, request.user, request.routeOptions.config.routeName);
    if (refusal) throw refusal;
    if (access === 'staff' && !isStaffRole(request.user.role))
      throw forbidden('Staff access required.');
    // Staff sessions must have passed two-factor before any staff route answers.
    if (access === 'staff' && !request.authSession?.mfaPassedAt) throw mfaRequired(enrolled);
  });
}

/**
 * Enforces that a `userId` sent in a body or query names the session user (handbook: "a userId in
 * a body or query must match it or the call is refused"). Returns the session user's id.
 * Throws 401 without a session and 403 on a mismatch.
 */
export function requireSelf(request: FastifyRequest, userId?: number | null): number {
  if (!request.user) throw unauthorized();
  if (userId !== undefined && userId !== null && userId !== request.user.id) {
    throw forbidden('You can only act as yourself.');
  }
  return request.user.id;
}
