/** The routes of auth/mfa.routes: schemas, summary, access and enforced limit, by route name. */
import {
  disableTotpBodySchema,
  secondFactorPassedSchema,
  successSchema,
  totpCodeBodySchema,
  totpEnabledSchema,
  totpSetupSchema,
} from '../schemas/auth';
import { type RouteDefinitions } from './route-definition';

export const authMfaDefinitions = {
  postAuthTwoFactorSetup: {
    summary: 'Start two-factor enrolment: secret and QR code',
    access: 'member',
    limit: 'auth',
    answer: { 200: totpSetupSchema },
  },
  postAuthTwoFactorEnable: {
    summary: 'Turn two-factor on with a first code; returns recovery codes',
    access: 'member',
    limit: 'auth-failures',
    body: totpCodeBodySchema,
    answer: { 200: totpEnabledSchema },
  },
  postAuthTwoFactorVerify: {
    summary: 'Pass two-factor for this session (code or recovery code)',
    access: 'member',
    limit: 'auth-failures',
    body: totpCodeBodySchema,
    answer: { 200: secondFactorPassedSchema },
  },
  postAuthTwoFactorDisable: {
    summary: 'Turn two-factor off (password confirmation)',
    access: 'member',
    limit: 'auth',
    body: disableTotpBodySchema,
    answer: { 200: successSchema },
  },
} as const satisfies RouteDefinitions;
