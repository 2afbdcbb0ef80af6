/**
 * Configuration from the environment, parsed once with zod (design.md §2). `loadConfig` throws a
 * ConfigError listing every bad variable, so a misconfigured process stops before it listens.
 */
import { z } from 'zod';

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
  /** Session lifetime in days. */
  SESSION_DAYS: positiveInt(30),
  /** Sign-in and sign-up attempts per IP per window (docs/decisions/002-rate-limits.md). */
  AUTH_RATE_LIMIT_MAX: positiveInt(25),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(5 * 60_000),
  /** Writes per member per minute. */
  WRITE_RATE_LIMIT_MAX: positiveInt(60),
  /** Song search provider; `catalog` searches the local songs table (design.md §6). */
  SONG_PROVIDER: z.enum(['catalog']).default('catalog'),
  STAFF_EMAILS: emailList,
  ADMIN_EMAILS: emailList,
  /** Seed the built-in genre taxonomy and demo catalogue on an empty database. */
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Directory of the built SPA; when missing the API still runs. */
  CLIENT_DIST: z.string().default('./dist/client'),
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
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}
