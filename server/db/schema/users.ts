/** Members and their sessions (spec 001 §3 "users", plus role and sessions: decisions 001 and 005). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAtNow, cascadeRef } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    displayName: text('display_name').notNull(),
    slug: text('slug').notNull().unique(),
    /** Stored lower-cased so sign-in is case-insensitive. */
    email: text('email').notNull().unique(),
    /** argon2id PHC string; never the password itself. */
    password: text('password').notNull(),
    profilePicture: text('profile_picture'),
    role: text('role', { enum: ['member', 'staff', 'admin'] })
      .notNull()
      .default('member'),
    youtubeConnected: boolean('youtube_connected').notNull().default(false),
    youtubeAccessToken: text('youtube_access_token'),
    youtubeRefreshToken: text('youtube_refresh_token'),
    youtubeTokenExpiry: timestamptz('youtube_token_expiry'),
    spotifyConnected: boolean('spotify_connected').notNull().default(false),
    /** AES-256-GCM ciphertext (server/modules/spotify/token-cipher.ts), never the token itself. */
    spotifyRefreshToken: text('spotify_refresh_token'),
    /** Spotify access token, encrypted like the refresh token; refreshed by the server before expiry. */
    spotifyAccessToken: text('spotify_access_token'),
    spotifyTokenExpiry: timestamptz('spotify_token_expiry'),
    /** Spotify subscription level from /v1/me (`premium`, `free`…): the Web Playback SDK needs premium. */
    spotifyProduct: text('spotify_product'),
    /** Set when Spotify refused the grant (revoked or expired), so the member is told; cleared on connect/disconnect. */
    spotifyConnectionLostAt: timestamptz('spotify_connection_lost_at'),
    createdAt: createdAtNow(),
    /** When the member proved they own `email`; null until then. Env roles wait for it. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Base32 TOTP secret (RFC 6238), set at enrolment; two-factor is on once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** RFC 6238 time step of the last TOTP code accepted: a code of that step or earlier is refused (no replay). */
    totpLastStep: integer('totp_last_step'),
    /** When staff suspended the account: sign-in is refused while set. */
    suspendedAt: timestamptz('suspended_at'),
    /** The reason staff gave when suspending; shown to staff only. */
    suspensionReason: text('suspension_reason'),
    /**
     * Unicode TR 39 skeletons of `display_name` as written and lower-cased (server/lib/display-names.ts),
     * so a new name is compared with the look-alike names only; null until written (filled at start).
     */
    nameSkeleton: text('name_skeleton'),
    nameSkeletonFolded: text('name_skeleton_folded'),
    /**
     * True while the member may choose their handle once (decision 045): set when sign-up fell back
     * to a drawn handle or the start-up step replaced an old `member-N` one; cleared when used.
     */
    handleChoosable: boolean('handle_choosable').notNull().default(false),
    /**
     * Federation (decision 046): whether the member's requests and answers are published to the
     * fediverse when the server federates ("Publish my requests and answers to the fediverse").
     */
    fediversePublish: boolean('fediverse_publish').notNull().default(true),
    /** True for a member of another server (an ActivityPub actor); such a row can never sign in. */
    remote: boolean('remote').notNull().default(false),
    /** A remote member's actor id (URL), full handle `@name@host`, inbox and shared inbox. */
    actorUri: text('actor_uri').unique(),
    handle: text('handle'),
    inboxUrl: text('inbox_url'),
    sharedInboxUrl: text('shared_inbox_url'),
    /**
     * The member's language (a code of common/i18n/locales.ts, decision 047) for the app, e-mails
     * and pushes; null until chosen or set at sign-up, then the page's negotiated language.
     */
    locale: text('locale'),
    /**
     * The newest request this member saw in the RECENT feed: the feed's "new since your last
     * visit" divider falls after it, on every device (decision 050). Null until the first visit.
     */
    feedSeenAt: timestamptz('feed_seen_at'),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('member', 'staff', 'admin')`),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_name_skeleton_idx').on(t.nameSkeleton),
    index('users_name_skeleton_folded_idx').on(t.nameSkeletonFolded),
    // Prefix look-ups of mention suggestions and member search (decision 045): `lower(x) like 'ma%'`.
    index('users_slug_prefix_idx').using('btree', sql`lower(${t.slug}) text_pattern_ops`),
    index('users_display_name_prefix_idx').using(
      'btree',
      sql`lower(${t.displayName}) text_pattern_ops`,
    ),
  ],
);

/** Server-side sessions: only the SHA-256 of the 256-bit cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAtNow(),
    /** Absolute expiry (config SESSION_* by role at creation). */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Last activity, written at most once a minute; the idle timeout counts from here. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** User-Agent at sign-in, for "Where you're signed in". */
    userAgent: text('user_agent'),
    /** When this session passed two-factor (TOTP or a recovery code); staff routes need it. */
    mfaPassedAt: timestamptz('mfa_passed_at'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Old handles that still lead to their member (decision 045): a renamed or re-chosen handle. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAtNow(),
  },
  (t) => [index('slug_redirects_user_id_idx').on(t.userId)],
);
