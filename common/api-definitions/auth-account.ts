/** The routes of auth/account.routes: schemas, summary, access and enforced limit, by route name. */
import {
  changePasswordBodySchema,
  emailVerifiedSchema,
  forgotPasswordBodySchema,
  linkTokenBodySchema,
  resetPasswordBodySchema,
  resetRequestedSchema,
  sessionListSchema,
  signedOutSchema,
  successSchema,
} from '../schemas/auth';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

const sessionIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) });

export const authAccountDefinitions = {
  postAuthVerifyEmail: {
    summary: "Verify your e-mail address with the link's token",
    access: 'public',
    limit: 'auth-failures',
    body: linkTokenBodySchema,
    answer: { 200: emailVerifiedSchema },
  },
  postAuthVerifyEmailResend: {
    summary: 'Send the verification e-mail again',
    access: 'member',
    limit: 'auth',
    answer: { 200: successSchema },
  },
  postAuthForgotPassword: {
    summary: 'E-mail a password reset link (same answer for every address)',
    access: 'public',
    limit: 'auth',
    body: forgotPasswordBodySchema,
    answer: { 200: resetRequestedSchema },
  },
  postAuthResetPassword: {
    summary: 'Set a new password with a reset token (ends every session)',
    access: 'public',
    limit: 'auth-failures',
    body: resetPasswordBodySchema,
    answer: { 200: successSchema },
  },
  postAuthResetPasswordCheck: {
    summary: 'Check a password-reset link without using it up (the reset page asks when it opens)',
    access: 'public',
    limit: 'auth-failures',
    body: linkTokenBodySchema,
    answer: { 200: successSchema },
  },
  postAuthChangePassword: {
    summary: 'Change your password (needs the current one)',
    access: 'member',
    limit: 'auth',
    body: changePasswordBodySchema,
    answer: { 200: signedOutSchema },
  },
  getAuthSessions: {
    summary: "Where you're signed in: your sessions",
    access: 'member',
    limit: 'global',
    answer: { 200: sessionListSchema },
  },
  deleteAuthSession: {
    summary: 'Sign out one of your sessions',
    access: 'member',
    limit: 'writes',
    params: sessionIdParams,
    answer: { 200: successSchema },
    errors: [404],
  },
  postAuthSessionsSignOutOthers: {
    summary: 'Sign out every other session',
    access: 'member',
    limit: 'auth',
    answer: { 200: signedOutSchema },
  },
} as const satisfies RouteDefinitions;
