/**
 * 2xx answers of the session, account-security and two-factor routes (spec 000 §7 "Session",
 * issue 11). Shared by the server's routes (response schemas) and the client (types).
 */
import { z } from 'zod';
import { sessionUserSchema } from './users';

/** `{ success: true }`: logout, resend verification, reset password, end a session, disable two-factor. */
export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;

/** POST /api/auth/verify-email. */
export const emailVerifiedSchema = z.object({
  success: z.boolean(),
  emailVerified: z.boolean(),
  /** True when the link was spent but its address is verified already (issue 32); nothing changed. */
  alreadyVerified: z.boolean().optional(),
  /** What to tell the member then. */
  message: z.string().optional(),
});
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** POST /api/auth/forgot-password: the same words whether or not the address has an account. */
export const resetRequestedSchema = z.object({ success: z.boolean(), message: z.string() });
export type ResetRequested = z.infer<typeof resetRequestedSchema>;

/** POST /api/auth/change-password and /api/auth/sessions/sign-out-others: how many other sessions ended. */
export const signedOutSchema = z.object({ success: z.boolean(), signedOut: z.number().int() });
export type SignedOut = z.infer<typeof signedOutSchema>;

/** One session of GET /api/auth/sessions ("Where you're signed in"). */
export const sessionInfoSchema = z.object({
  /** A public id (not the token), for DELETE /api/auth/sessions/{id}. */
  id: z.string(),
  /** Browser and system from the user agent, e.g. "Firefox on Linux". */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** POST /api/auth/2fa/setup: the new secret, its otpauth URL and a QR code of it (PNG data URL). */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /api/auth/2fa/enable: the 10 recovery codes (shown once) and the session user. */
export const totpEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()),
  user: sessionUserSchema,
});
export type TotpEnabled = z.infer<typeof totpEnabledSchema>;

/** POST /api/auth/2fa/verify: which factor passed, and the session user. */
export const secondFactorPassedSchema = z.object({
  success: z.boolean(),
  method: z.enum(['totp', 'recovery']),
  user: sessionUserSchema,
});
export type SecondFactorPassed = z.infer<typeof secondFactorPassedSchema>;
