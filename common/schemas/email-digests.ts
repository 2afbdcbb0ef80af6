/**
 * The e-mail digest (docs/decisions/032-push-notifications-page-and-digest.md): a daily
 * or weekly e-mail of unread notifications, opt-in on /profile, with one-click unsubscribe.
 */
import { z } from 'zod';

import { DIGEST_FREQUENCIES } from '../constants';

export { DIGEST_FREQUENCIES, type DigestFrequency } from '../constants';

/** GET/PUT /api/email-digest: how often, and whether the address is verified (digests go only to verified ones). */
export const emailDigestSchema = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES),
  emailVerified: z.boolean(),
});
export type EmailDigest = z.infer<typeof emailDigestSchema>;

export const emailDigestBodySchema = z.object({ frequency: z.enum(DIGEST_FREQUENCIES) });

/** POST /email/unsubscribe: the signed token of the e-mail's link. */
export const digestUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const digestUnsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true) });
