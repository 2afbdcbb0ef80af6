/** The routes of auth/webauthn.routes: schemas, summary, access and enforced limit, by route name. */
import {
  authenticateSecurityKeyBodySchema,
  registerSecurityKeyBodySchema,
  removeSecurityKeyBodySchema,
  securityKeyAddedSchema,
  securityKeyListSchema,
  securityKeyPassedSchema,
  webauthnOptionsSchema,
} from '../schemas/security-keys';
import { successSchema } from '../schemas/auth';
import { z } from 'zod';
import { idParam } from '../schemas/shared';
import { type RouteDefinitions } from './route-definition';

const keyIdParams = z.object({ id: idParam });

export const authWebauthnDefinitions = {
  getAuthWebauthnKeys: {
    summary: 'Your security keys',
    access: 'member',
    limit: 'global',
    answer: { 200: securityKeyListSchema },
  },
  deleteAuthWebauthnKey: {
    summary: 'Remove a security key (needs the password)',
    access: 'member',
    limit: 'writes',
    params: keyIdParams,
    body: removeSecurityKeyBodySchema,
    answer: { 200: successSchema },
  },
  postAuthWebauthnRegisterOptions: {
    summary: 'Start adding a security key (navigator.credentials.create options)',
    access: 'member',
    limit: 'auth',
    answer: { 200: webauthnOptionsSchema },
  },
  postAuthWebauthnRegisterVerify: {
    summary: 'Finish adding a security key',
    access: 'member',
    limit: 'auth',
    body: registerSecurityKeyBodySchema,
    answer: { 200: securityKeyAddedSchema },
  },
  postAuthWebauthnAuthenticateOptions: {
    summary: 'Start the second-factor step with a security key',
    access: 'member',
    limit: 'auth',
    answer: { 200: webauthnOptionsSchema },
  },
  postAuthWebauthnAuthenticateVerify: {
    summary: 'Pass the second-factor step with a security key',
    access: 'member',
    limit: 'auth',
    body: authenticateSecurityKeyBodySchema,
    answer: { 200: securityKeyPassedSchema },
  },
} as const satisfies RouteDefinitions;
