/**
 * 2xx answers and JSON bodies of the session, account-security, two-factor and account-deletion
 * routes (spec 000 §7 "Session"). Shared by the server's routes (response and body
 * schemas) and the client (types only, through common/api-bodies.ts and common/api-contract.ts).
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
  /** True when the link was spent but its address is verified already; nothing changed. */
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

/*
 * Bodies. Strings are capped so an oversized field is a 400 before any work (spec 000 §7); the
 * rules on their content (password length, code format) are the services' and answer their own codes.
 */

/** POST /api/auth/verify-email and /api/auth/reset-password/check: the token of the e-mailed link. */
export const linkTokenBodySchema = z.object({ token: z.string().max(200) });

/** POST /api/auth/forgot-password: the address to send a reset link to (if it has an account). */
export const forgotPasswordBodySchema = z.object({ email: z.string().max(1000) });

/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().max(200),
  password: z.string().max(1000),
});

/** POST /api/auth/change-password; `signOutOthers` (default false) also ends the other sessions. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().max(1000),
  newPassword: z.string().max(1000),
  signOutOthers: z.boolean().optional().default(false),
});

/** POST /api/auth/2fa/enable and /api/auth/2fa/verify: a TOTP code, or (verify) a recovery code. */
export const totpCodeBodySchema = z.object({ code: z.string().min(1).max(40) });

/** POST /api/auth/2fa/disable: the member's password. */
export const disableTotpBodySchema = z.object({ password: z.string().max(1000) });

/** POST /api/account/delete: the password; `removeContent` (default false) also deletes posts. */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(1000),
  removeContent: z.boolean().optional().default(false),
});
