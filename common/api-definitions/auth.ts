/** The routes of auth/auth.routes: schemas, summary, access and enforced limit, by route name. */
import { loginBodySchema, registerBodySchema, sessionUserSchema } from '../schemas';
import { successSchema } from '../schemas/auth';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

const unlockQuery = z.object({ token: z.string().max(200) });

export const authDefinitions = {
  postAuthRegister: {
    summary: 'Create an account and sign in',
    access: 'public',
    limit: 'signup',
    body: registerBodySchema,
    answer: { 201: sessionUserSchema },
    errors: [409],
  },
  postAuthLogin: {
    summary: 'Sign in with email and password',
    access: 'public',
    limit: 'auth-failures',
    body: loginBodySchema,
    answer: { 200: sessionUserSchema },
  },
  getAuthUnlock: {
    summary: 'Lift the sign-in pause of an account with the e-mailed link',
    access: 'public',
    limit: 'auth-failures',
    query: unlockQuery,
    // Opened from an e-mail, so it answers a browser: 303 to /login with no body. The 200 shape
    // is declared for the route contract (every route has one) and is never sent.
    answer: { 200: successSchema },
  },
  postAuthLogout: {
    summary: 'Sign out (ends the session)',
    access: 'public',
    limit: 'global',
    answer: { 200: successSchema },
  },
  getAuthMe: {
    summary: 'The signed-in member',
    access: 'member',
    limit: 'global',
    answer: { 200: sessionUserSchema },
  },
} as const satisfies RouteDefinitions;
