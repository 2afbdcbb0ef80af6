// The environment of an app started for the end-to-end suite (scripts/e2e-server.mjs, and specs
// that start an app of their own with extra settings, e.g. e2e/spotify.spec.ts): a fresh PGlite
// directory, the offline e-mail outbox where the specs read links, and limits sized for a suite that
// signs up and writes far faster than people (docs/decisions/002-rate-limits.md).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {{ port: string | number, dataDir: string, outboxDir: string, staffEmails: string }} options
 * @returns {Record<string, string>}
 */
export function e2eAppEnv({ port, dataDir, outboxDir, staffEmails }) {
  return {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    MAIL_OUTBOX_DIR: outboxDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // WebAuthn refuses an IP address as relying party: e2e/security-keys.spec.ts browses localhost.
    WEBAUTHN_ORIGIN: `http://localhost:${port}`,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: '500',
    AUTH_RATE_LIMIT_HOURLY_MAX: '5000',
    SIGNUP_RATE_LIMIT_MAX: '5000',
    GLOBAL_RATE_LIMIT_ANONYMOUS: '100000',
    GLOBAL_RATE_LIMIT_MEMBER: '100000',
    ACTION_RATE_LIMIT_SCALE: '100',
    SONG_SEARCH_DAILY_MAX: '100000',
    GIF_SEARCH_DAILY_MAX: '100000',
    // The journeys run offline: the catalogue only, never the real iTunes Search API (decision 028).
    SONG_PROVIDER: 'catalog',
    STAFF_EMAILS: staffEmails,
  };
}

/** The outbox folder of the e2e app on `port` (e2e/support.ts reads links there). */
export function e2eOutboxDirFor(port) {
  return join(tmpdir(), `hearsay-e2e-outbox-${port}`);
}
