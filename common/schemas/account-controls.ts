/**
 * Staff account controls (docs/decisions/034): look an account up, suspend and
 * unsuspend it, end its sessions, reset its two-factor, lift its sign-in pause.
 */
import { z } from 'zod';
import { ROLES, SUSPENSION_REASON_MAX } from '../constants';
import { INT4_MAX } from './integers';

export { SUSPENSION_REASON_MAX } from '../constants';

/** `?query=`: an e-mail address, or an account id (with or without a leading #). */
export const accountLookupQuerySchema = z.object({
  query: z.string().trim().min(1, 'Enter an email address or an account id.').max(320),
});

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });

export const suspendBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give a reason.')
    .max(SUSPENSION_REASON_MAX, `Reasons can be at most ${SUSPENSION_REASON_MAX} characters`),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** An account's security state as staff see it. */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Sessions not yet expired. */
  sessions: z.number().int(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const sessionsEndedSchema = z.object({
  ended: z.number().int(),
  account: staffAccountSchema,
});
