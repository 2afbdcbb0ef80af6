/**
 * Hardening settings (docs/decisions/041-outbound-guard-idempotency-and-secrets.md), spread into
 * the one configuration schema of config.ts: the outbound guard's test-only escape hatch and the
 * key that seals secrets at rest, and the operator switches of decision 049.
 */
import { z } from 'zod';
import { decodeTokenKey } from './config-services';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

export const securitySettings = {
  /**
   * Let the outbound guard (server/lib/outbound-guard.ts) connect to private, loopback and other
   * non-public addresses, and push endpoints use http and any port. For tests and local fakes only:
   * refused when NODE_ENV=production.
   */
  OUTBOUND_ALLOW_PRIVATE_ADDRESSES: flag('false'),
  /**
   * 32-byte AES-256-GCM key (base64 or 64 hex digits) sealing TOTP secrets and the generated VAPID
   * private key in the database (server/lib/secrets-at-rest.ts). Unset: a random key kept in
   * `<DATA_DIR>/secrets.key`; with DATABASE_URL set it on every instance (start warns when unset).
   */
  SECRETS_KEY: z.string().optional(),
  /** Comma-separated earlier keys, still accepted for opening while rotating. */
  SECRETS_KEY_PREVIOUS: z.string().optional(),
  /**
   * Operator switches (docs/decisions/049-operator-security-switches.md): a member whose e-mail
   * address is not verified may not post a request, answer, co-sign or reply (403
   * `email_not_verified`).
   */
  REQUIRE_VERIFIED_EMAIL_TO_POST: flag('false'),
  /**
   * Who must have a second factor (TOTP or a security key) before using the API: `off`, `staff`
   * (staff and admins) or `all` (every member). Without one, member routes answer 403
   * `two_factor_required` except those needed to enrol or to leave.
   */
  REQUIRE_TWO_FACTOR: z.enum(['off', 'staff', 'all']).default('off'),
};

/** What securitySettingIssues reads of the parsed settings. */
interface SecuritySettings {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  OUTBOUND_ALLOW_PRIVATE_ADDRESSES: boolean;
  SECRETS_KEY?: string | undefined;
  SECRETS_KEY_PREVIOUS?: string | undefined;
}

/** Settings that must not be combined. */
export function securitySettingIssues(c: SecuritySettings, ctx: z.RefinementCtx): void {
  if (c.NODE_ENV === 'production' && c.OUTBOUND_ALLOW_PRIVATE_ADDRESSES)
    ctx.addIssue({
      code: 'custom',
      path: ['OUTBOUND_ALLOW_PRIVATE_ADDRESSES'],
      message: 'is for tests only: it lets members make the server call internal addresses',
    });
  for (const [name, value] of [
    ['SECRETS_KEY', c.SECRETS_KEY],
    ['SECRETS_KEY_PREVIOUS', c.SECRETS_KEY_PREVIOUS],
  ] as const)
    for (const key of (value ?? '').split(',').filter((k) => k.trim()))
      if (!decodeTokenKey(key))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be 32 bytes as base64 or 64 hex digits',
        });
}
