/**
 * Configuration from the environment, parsed once with zod (every setting also in .env.example and README). `loadConfig` throws a
 * ConfigError listing every bad variable, so a misconfigured process stops before it listens.
 */
import { z } from 'zod';
import { securitySettingIssues, securitySettings } from './config-security';
import { serviceSettings, spotifySettingIssues } from './config-services';
import { federationSettings, federationSettingIssues } from './config-federation';

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

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** PGlite data directory, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Which X-Forwarded-For hops to trust (client IPs for rate limits and logs, HTTPS detection):
     * `false` (default: none), a hop count (`1` behind one proxy), or comma-separated proxy
     * addresses/CIDRs. `true` is refused: it would let any client choose its own address.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): boolean | number | string[] => {
        const value = v.trim();
        if (value === 'false' || value === '0') return false;
        if (/^\d+$/.test(value)) return Number(value);
        if (value === 'true') {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be a hop count (e.g. 1) or proxy addresses, not true: with true any client can choose its address',
          });
          return z.NEVER;
        }
        const list = value
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        if (
          list.some(
            (a) =>
              !/^[0-9a-fA-F.:/]+$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a),
          )
        ) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be false, a hop count, or comma-separated IP addresses/CIDRs',
          });
          return z.NEVER;
        }
        return list;
      }),
    /**
     * Public URL of the site, e.g. https://hearsay.example. When https: the session cookie is
     * `__Host-`-prefixed and Secure, and HSTS is sent. Also the base of e-mailed links (never taken
     * from the Host header); default http://localhost:PORT.
     */
    PUBLIC_URL: z.string().url().optional(),
    /**
     * The origin browsers use security keys (WebAuthn) on, e.g. https://hearsay.example; its host
     * name is the relying-party id the keys are bound to. Default: the origin of PUBLIC_URL. Set it
     * only when they differ (the e2e suite serves 127.0.0.1, which WebAuthn refuses, as localhost).
     */
    WEBAUTHN_ORIGIN: z.string().url().optional(),
    /** Send the Content-Security-Policy report-only (to debug a policy); enforced by default. */
    CSP_REPORT_ONLY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Bounded waits (SECURITY.md): a request must arrive whole within REQUEST_TIMEOUT_MS (else 408
     * and the socket closes), an idle socket closes after CONNECTION_TIMEOUT_MS, a SQL statement
     * on PostgreSQL is cancelled after DB_STATEMENT_TIMEOUT_MS, and SIGTERM ends the process within
     * SHUTDOWN_GRACE_MS.
     */
    REQUEST_TIMEOUT_MS: positiveInt(15_000),
    CONNECTION_TIMEOUT_MS: positiveInt(30_000),
    DB_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
    SHUTDOWN_GRACE_MS: positiveInt(8_000),
    /**
     * Running behind a proxy (docs/deploy.md, decision 021). On SIGTERM the instance first answers
     * /api/ready with 503 and keeps serving for SHUTDOWN_DRAIN_MS (answers then carry
     * `Connection: close`, so a proxy retires its pooled connections), then stops accepting and
     * finishes within SHUTDOWN_GRACE_MS. 0 skips the drain (one instance, nothing to fail over to).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** Idle keep-alive sockets close after this (ms): longer than a proxy's upstream keepalive (nginx 60 s), so the proxy closes first. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000),
    /** PostgreSQL connections per instance (pool size); PGlite has one. */
    DB_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
    /** A genre-detection job claimed by an instance that stopped beating for this long (s) is taken over by another. */
    GENRE_JOB_TAKEOVER_SECONDS: z.coerce.number().int().min(10).max(3_600).default(60),
    /** Run migrations and seeding at start (under a lock shared by every instance); false when `npm run migrate` is a separate deploy step. */
    MIGRATE_ON_START: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** One access line per request at `info`; false leaves them out (a proxy writes its own). */
    ACCESS_LOG: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Prometheus metrics at GET /metrics: off unless METRICS_TOKEN is set (then it needs
     * `Authorization: Bearer <token>`) or METRICS_PORT is set (then served on that port only, on
     * METRICS_HOST, without a token).
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Rate limits (docs/decisions/002-rate-limits.md). Auth: per client address whatever cookie is
     * sent: AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS; credential checks (sign-in, links,
     * two-factor) count failures only, AUTH_FAILURES_HOURLY_MAX per hour; other auth writes
     * AUTH_RATE_LIMIT_HOURLY_MAX per hour; sign-up SIGNUP_RATE_LIMIT_MAX per 30 min; failed sign-ins
     * per target account SIGNIN_FAILURES_MAX per hour (reset on success; decision 023).
     */
    AUTH_RATE_LIMIT_MAX: positiveInt(10),
    AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
    AUTH_RATE_LIMIT_HOURLY_MAX: positiveInt(30),
    AUTH_FAILURES_HOURLY_MAX: positiveInt(100),
    SIGNUP_RATE_LIMIT_MAX: positiveInt(5),
    SIGNIN_FAILURES_MAX: positiveInt(25),
    /** Every /api request per 5 minutes: anonymous per address, members per account. */
    GLOBAL_RATE_LIMIT_ANONYMOUS: positiveInt(300),
    GLOBAL_RATE_LIMIT_MEMBER: positiveInt(1500),
    /** Writes per member per minute on a write route that has no sized limit of its own. */
    WRITE_RATE_LIMIT_MAX: positiveInt(60),
    /** Song searches per member per day with SONG_PROVIDER=youtube (sized to its quota); GIF searches per member per day. */
    SONG_SEARCH_DAILY_MAX: positiveInt(100),
    GIF_SEARCH_DAILY_MAX: positiveInt(200),
    /** Multiplies the sized per-action write limits (tests and the e2e server write quickly). */
    ACTION_RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    /**
     * Where counters live: `memory` (one process; the default on PGlite, which allows one process
     * per data directory) or `database` (shared by every instance; the default with DATABASE_URL).
     */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    ...serviceSettings,
    ...securitySettings,
    ...federationSettings,
    STAFF_EMAILS: emailList,
    ADMIN_EMAILS: emailList,
    /**
     * Accounts (docs/decisions/011-accounts-and-sessions.md). Session lifetimes: idle and
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
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Hearsay <no-reply@hearsay.local>'),
    /** Folder of .eml files written by the offline e-mail sender; default `<DATA_DIR>/outbox`. */
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    /**
     * Web Push VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them).
     * Unset: a pair is generated at first start and kept in the database (table server_keys).
     */
    VAPID_PUBLIC_KEY: z.string().min(1).optional(),
    VAPID_PRIVATE_KEY: z.string().min(1).optional(),
    /** Who push services may contact about our pushes (`mailto:` or `https:`); default: the address of MAIL_FROM. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    /** Seed the built-in genre taxonomy and demo catalogue on an empty database. */
    SEED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Directory of the built SPA; when missing the API still runs. */
    CLIENT_DIST: z.string().default('./dist/client'),
    /**
     * Render a member's first screen on the server (decision 019) when the build has it
     * (`dist/server/entry-server.js` beside CLIENT_DIST); false serves the plain page.
     */
    SERVER_RENDER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((c, ctx) => {
    // A real provider without its key could only fail at the first search; refuse to start instead.
    const needs: [boolean, string][] = [
      [c.SONG_PROVIDER === 'youtube' && !c.YOUTUBE_API_KEY, 'YOUTUBE_API_KEY'],
      [c.GIF_PROVIDER === 'giphy' && !c.GIPHY_API_KEY, 'GIPHY_API_KEY'],
      [c.GIF_PROVIDER === 'tenor' && !c.TENOR_API_KEY, 'TENOR_API_KEY'],
      [c.QUALITY_REVIEWER === 'llm' && !c.LLM_BASE_URL, 'LLM_BASE_URL'],
      [c.QUALITY_REVIEWER === 'llm' && !c.LLM_MODEL, 'LLM_MODEL'],
    ];
    for (const [missing, key] of needs)
      if (missing)
        ctx.addIssue({ code: 'custom', path: [key], message: 'required by the chosen provider' });
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      });
    }
    spotifySettingIssues(c, ctx);
    securitySettingIssues(c, ctx);
    federationSettingIssues(c, ctx);
  });

/** True when Spotify is configured (client id and secret set); otherwise its routes answer 404. */
export function spotifyEnabled(
  c: Pick<Config, 'SPOTIFY_CLIENT_ID' | 'SPOTIFY_CLIENT_SECRET'>,
): boolean {
  return Boolean(c.SPOTIFY_CLIENT_ID && c.SPOTIFY_CLIENT_SECRET);
}

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
  const cleaned = withImpliedProviders(
    Object.fromEntries(
      Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
    ) as Record<string, string>,
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  return result.data;
}

/**
 * Fills in providers implied by API keys when none is chosen explicitly (decision 007):
 * GIPHY_API_KEY → GIF_PROVIDER=giphy, else TENOR_API_KEY → tenor. YOUTUBE_API_KEY implies nothing
 * since the preview player (decision 029): `auto` uses it as its last step.
 */
export function withImpliedProviders(env: Record<string, string>): Record<string, string> {
  const out = { ...env };
  if (!out.GIF_PROVIDER && out.GIPHY_API_KEY) out.GIF_PROVIDER = 'giphy';
  else if (!out.GIF_PROVIDER && out.TENOR_API_KEY) out.GIF_PROVIDER = 'tenor';
  if (!out.QUALITY_REVIEWER && out.LLM_BASE_URL) out.QUALITY_REVIEWER = 'llm';
  return out;
}
