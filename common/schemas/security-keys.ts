/**
 * Security keys (WebAuthn) as a second factor (docs/decisions/039): the bodies the
 * browser's credentials become (the JSON @simplewebauthn/browser produces, bounded so a hostile
 * body is a 400) and the answers of the /api/auth/webauthn routes.
 */
import { z } from 'zod';
import { SECURITY_KEY_NICKNAME_MAX } from '../constants';
import { sessionUserSchema } from './users';

/** base64url text as WebAuthn's JSON encodings carry it; 16 KiB bounds every field we accept. */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** The fields every credential JSON shares (id, rawId, type, extension results). */
const credentialBase = {
  id: base64url.min(1).max(1_400),
  rawId: base64url.min(1).max(1_400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** navigator.credentials.create's answer, as startRegistration returns it. */
export const registrationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().min(-65_536).max(65_536).optional(),
    publicKey: base64url.optional(),
  }),
});

/** navigator.credentials.get's answer, as startAuthentication returns it. */
export const authenticationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** POST /api/auth/webauthn/register/verify. */
export const registerSecurityKeyBodySchema = z.object({
  nickname: z.string().trim().min(1).max(SECURITY_KEY_NICKNAME_MAX),
  response: registrationCredentialSchema,
});

/** POST /api/auth/webauthn/authenticate/verify. */
export const authenticateSecurityKeyBodySchema = z.object({
  response: authenticationCredentialSchema,
});

/** DELETE /api/auth/webauthn/keys/{id}: the password, as turning the authenticator app off asks. */
export const removeSecurityKeyBodySchema = z.object({ password: z.string().max(1000) });

/** One registered key as the settings list shows it. */
export const securityKeySchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SecurityKey = z.infer<typeof securityKeySchema>;

/** GET /api/auth/webauthn/keys: the keys, oldest first, and how many an account may have. */
export const securityKeyListSchema = z.object({
  keys: z.array(securityKeySchema),
  max: z.number().int(),
});
export type SecurityKeyList = z.infer<typeof securityKeyListSchema>;

/**
 * The options of navigator.credentials.create/get (PublicKeyCredentialCreationOptionsJSON or
 * …RequestOptionsJSON) passed through whole: the browser library reads them, not our code.
 */
export const webauthnOptionsSchema = z.object({
  options: z.looseObject({ challenge: z.string() }),
});
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

/** POST /api/auth/webauthn/register/verify: the new key, and the session user (now with a key). */
export const securityKeyAddedSchema = z.object({
  key: securityKeySchema,
  user: sessionUserSchema,
});
export type SecurityKeyAdded = z.infer<typeof securityKeyAddedSchema>;

/** POST /api/auth/webauthn/authenticate/verify: the session passed two-factor with a key. */
export const securityKeyPassedSchema = z.object({
  success: z.boolean(),
  method: z.literal('security_key'),
  user: sessionUserSchema,
});
export type SecurityKeyPassed = z.infer<typeof securityKeyPassedSchema>;
