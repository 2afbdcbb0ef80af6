/**
 * Configuration from the environment, parsed once with zod (design.md §2). `loadConfig` throws a
 * ConfigError listing every bad variable, so a misconfigured process stops before it listens.
 */
import { z } from 'zod';
import { GIF_PROVIDERS } from '../common/constants';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* from a reverse proxy (needed for client IPs and the Secure cookie flag). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Sign-in and sign-up attempts per IP per window (docs/decisions/002-rate-limits.md). */
  AUTH_RATE_LIMIT_MAX: positiveInt(25),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(5 * 60_000),
  /** Writes per member per minute. */
  WRITE_RATE_LIMIT_MAX: positiveInt(60),
  /**
   * Song search provider (design.md §6): `catalog` searches the local songs table; `youtube` the
   * YouTube Data API v3 (needs YOUTUBE_API_KEY; implied when only the key is set).
   */
  SONG_PROVIDER: z.enum(['catalog', 'youtube']).default('catalog'),
  YOUTUBE_API_KEY: z.string().optional(),
  /** YouTube Data API v3 base URL; point it at a local fake in tests. */
  YOUTUBE_BASE_URL: z.string().url().default('https://www.googleapis.com/youtube/v3/'),
  /**
   * GIF provider (design.md §6): `local` (bundled, offline), `giphy` or `tenor`. Unset: giphy when
   * GIPHY_API_KEY is set, else tenor when TENOR_API_KEY is set, else local.
   */
  GIF_PROVIDER: z.enum(GIF_PROVIDERS).default('local'),
  GIPHY_API_KEY: z.string().optional(),
  TENOR_API_KEY: z.string().optional(),
  /** GIPHY and Tenor API base URLs; point them at local fakes in tests. */
  GIPHY_BASE_URL: z.string().url().default('https://api.giphy.com/'),
  TENOR_BASE_URL: z.string().url().default('https://tenor.googleapis.com/'),
  STAFF_EMAILS: emailList,
  ADMIN_EMAILS: emailList,
  /**
   * Accounts (issue 11, docs/decisions/011-accounts-and-sessions.md). Session lifetimes: idle and
   * absolute, for members and for staff/admins (OWASP Session Management Cheat Sheet, ASVS 5.0 V7).
   */
  SESSION_MEMBER_IDLE_MINUTES: positiveInt(7 * 24 * 60),
  SESSION_MEMBER_ABSOLUTE_MINUTES: positiveInt(30 * 24 * 60),
  SESSION_STAFF_IDLE_MINUTES: positiveInt(30),
  SESSION_STAFF_ABSOLUTE_MINUTES: positiveInt(12 * 60),
  /**
   * argon2id cost. Target m = 64 MiB, t = 3, p = 1 if sign-in stays under 250 ms p95; on this shared
   * machine it did not (p95 388 ms), so the default is the strongest measured under it: m = 46 MiB,
   * t = 1 (an OWASP Password Storage Cheat Sheet configuration). bench/argon2.bench.ts, decision 011.
   */
  ARGON2_MEMORY_KIB: positiveInt(46 * 1024),
  ARGON2_TIME_COST: positiveInt(1),
  ARGON2_PARALLELISM: positiveInt(1),
  /** Outgoing mail: SMTP through nodemailer when set (smtp://user:pass@host:port), else the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Hearsay <no-reply@hearsay.local>'),
  /** Folder of .eml files written by the offline e-mail sender; default `<DATA_DIR>/outbox`. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** Public base URL used in e-mailed links (never taken from the Host header); default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Seed the built-in genre taxonomy and demo catalogue on an empty database. */
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Directory of the built SPA; when missing the API still runs. */
  CLIENT_DIST: z.string().default('./dist/client'),
}).superRefine((c, ctx) => {
  // A real provider without its key could only fail at the first search; refuse to start instead.
  const needs: [boolean, string][] = [
    [c.SONG_PROVIDER === 'youtube' && !c.YOUTUBE_API_KEY, 'YOUTUBE_API_KEY'],
    [c.GIF_PROVIDER === 'giphy' && !c.GIPHY_API_KEY, 'GIPHY_API_KEY'],
    [c.GIF_PROVIDER === 'tenor' && !c.TENOR_API_KEY, 'TENOR_API_KEY'],
  ];
  for (const [missing, key] of needs) if (missing) ctx.addIssue({ code: 'custom', path: [key], message: 'required by the chosen provider' });
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses `env` (default `process.env`) into a typed Config. Empty strings count as unset.
 * Throws ConfigError naming each invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = withImpliedProviders(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>);
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}

/**
 * Fills in providers implied by API keys when none is chosen explicitly (design.md §6):
 * YOUTUBE_API_KEY → SONG_PROVIDER=youtube; GIPHY_API_KEY → GIF_PROVIDER=giphy, else
 * TENOR_API_KEY → tenor.
 */
export function withImpliedProviders(env: Record<string, string>): Record<string, string> {
  const out = { ...env };
  if (!out.SONG_PROVIDER && out.YOUTUBE_API_KEY) out.SONG_PROVIDER = 'youtube';
  if (!out.GIF_PROVIDER && out.GIPHY_API_KEY) out.GIF_PROVIDER = 'giphy';
  else if (!out.GIF_PROVIDER && out.TENOR_API_KEY) out.GIF_PROVIDER = 'tenor';
  return out;
}
