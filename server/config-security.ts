/**
 * Hardening settings (docs/decisions/041-outbound-guard-idempotency-and-secrets.md), spread into
 * the one configuration schema of config.ts: the outbound guard's test-only escape hatch, the key
 * that encrypts secrets at rest, and the sign-in and posting requirements operators may switch on.
 */
import { z } from 'zod';

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
};

/** What securitySettingIssues reads of the parsed settings. */
interface SecuritySettings {
  NODE_ENV: string;
  OUTBOUND_ALLOW_PRIVATE_ADDRESSES: boolean;
}

/** Settings that must not be combined. */
export function securitySettingIssues(c: SecuritySettings, ctx: z.RefinementCtx): void {
  if (c.NODE_ENV === 'production' && c.OUTBOUND_ALLOW_PRIVATE_ADDRESSES)
    ctx.addIssue({
      code: 'custom',
      path: ['OUTBOUND_ALLOW_PRIVATE_ADDRESSES'],
      message: 'is for tests only: it lets members make the server call internal addresses',
    });
}
