/**
 * Business constants and limits of the product. Each value cites the spec section it comes from
 * (spec 000 = member app, spec 001 = operator screens) so a change can be checked against it.
 */

/** Product name shown in titles and toasts. */
export const PRODUCT_NAME = 'Hearsay';
/** Tagline, spec 000 preamble. */
export const TAGLINE = 'music recommendations from real people';

/** Max favourite genres per member (spec 000 §9). */
export const MAX_USER_GENRES = 10;
/** Genre list limit used by the picker (spec 000 §7, §9). */
export const GENRE_LIST_LIMIT = 800;
/** Suggest-a-genre confirmation resets after this many ms (spec 000 §9). */
export const SUGGESTION_RESET_MS = 2000;
/** Max characters of a suggested genre name (our choice: longest real genre names are ~40). */
export const MAX_SUGGESTED_GENRE_LENGTH = 60;
/** Reserved genre for requests where detection found nothing; hidden from members (spec 001 §3). */
export const NO_GENRE_DETECTED = '__no_genre_detected__';
/** Names starting with this prefix are hidden from members (spec 000 §3). */
export const HIDDEN_GENRE_PREFIX = '__';

/** Display name length bounds in characters (spec 000 §5). */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
/** Password minimum length (spec 000 §5); the maximum guards argon2 against huge inputs (our choice). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
/** Max email length (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** Text, caption, note and recommendation comment limit in characters (spec 000 §9). */
export const MAX_TEXT_LENGTH = 240;
/** Feedback comment limit in characters (spec 001 §9). */
export const MAX_FEEDBACK_LENGTH = 1000;

/** Searches run only at this many trimmed characters (spec 000 §9). */
export const SEARCH_MIN_CHARS = 2;
/** Song and GIF search debounce in ms (spec 000 §9). */
export const SONG_SEARCH_DEBOUNCE_MS = 800;
/** Feed search debounce in ms (spec 000 §9). */
export const FEED_SEARCH_DEBOUNCE_MS = 300;
/** Max song search results returned by a provider (our choice). */
export const SONG_SEARCH_LIMIT = 15;

/** Feed page size (spec 000 §9). */
export const FEED_PAGE_SIZE = 20;
/** Largest page a client may ask for (our choice; keeps one page one cheap query). */
export const MAX_PAGE_SIZE = 100;
/** Infinite-scroll sentinel margin in px (spec 000 §9). */
export const INFINITE_SCROLL_MARGIN_PX = 100;

/** Toasts: one visible; removed this many ms after dismissal; default duration (spec 000 §9). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1500;
export const TOAST_DURATION_MS = 1500;

/** Local-storage key for the theme (spec 000 §9: brand prefix + "theme"). */
export const THEME_STORAGE_KEY = 'hearsay-theme';

/** Request types (spec 000 §3). */
export const REQUEST_TYPES = ['text', 'gif', 'slts'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Feed sorts accepted by the API (spec 000 §2). */
export const FEED_SORTS = ['recent', 'responses', 'upvotes', 'magic', 'top'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/**
 * Time windows of the Top sort (upvotes, then recency, among requests asked within the window;
 * docs/decisions/050-feed-actions-top-and-last-visit.md); `week` when none is given.
 */
export const TOP_WINDOWS = ['day', 'week', 'month', 'all'] as const;
export type TopWindow = (typeof TOP_WINDOWS)[number];
export const DEFAULT_TOP_WINDOW: TopWindow = 'week';

/** Member roles; permissions are enforced on the server (handbook; spec 001 §6 lists only client checks). */
export const ROLES = ['member', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Golden-angle hue step for avatar gradients (spec 000 §9: hue = id × 137.508 mod 360). */
export const AVATAR_HUE_STEP = 137.508;

/** Roles that may use the operator screens and staff-only API routes (docs/decisions/005-roles.md). */
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

/**
 * True when `role` may use the operator screens and staff-only routes (staff and admins). The one
 * check both sides use: the server enforces it, the client only decides what to show. Kept here,
 * free of zod, because the client's first paint imports it.
 */
export function isStaffRole(role: string | null | undefined): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** Feedback types, statuses and priorities (spec 001 §3, §4, §9); defaults unread and medium. */
export const FEEDBACK_TYPES = ['bug', 'feedback', 'problem_user'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['unread', 'in-progress', 'fixed', 'tabled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
/** Feedback Admin "Sort By" values (spec 001 §9: priority, newest, oldest). */
export const FEEDBACK_SORTS = ['priority', 'newest', 'oldest'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];
/** Feedback submissions per member per window (5 per 10 minutes). */
export const FEEDBACK_RATE_LIMIT_MAX = 5;
export const FEEDBACK_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** Longest `screen` path stored with a feedback item (our choice). */
export const MAX_FEEDBACK_SCREEN_LENGTH = 500;
/** Feedback Admin page size (our choice; the list pages with "Load more"). */
export const FEEDBACK_PAGE_SIZE = 50;

/** Data dashboard list pages: default and largest rows per page (our choice, 100k-row tables). */
export const ADMIN_DATA_PAGE_SIZE = 5000;
/** Tables of the data dashboard's Export CSV, as they appear in the file names (spec 001 §2). */
export const ADMIN_EXPORT_TABLES = [
  'users',
  'requests',
  'responses',
  'saves',
  'user_genres',
  'request_genres',
] as const;
export type AdminExportTable = (typeof ADMIN_EXPORT_TABLES)[number];

/** GIF search page size; another page is assumed only when a page returns exactly this many (spec 000 §7). */
export const GIF_PAGE_SIZE = 20;
/** Largest GIF page a client may ask for (our choice; Tenor caps `limit` at 50). */
export const GIF_MAX_PAGE_SIZE = 50;
/** Deepest GIF offset accepted (our choice; GIPHY's documented maximum offset is 4999). */
export const GIF_MAX_OFFSET = 4999;
/** GIF providers (decision 007): `local` is the offline default, bundled with the app. */
export const GIF_PROVIDERS = ['local', 'giphy', 'tenor'] as const;
export type GifProviderName = (typeof GIF_PROVIDERS)[number];
/** Most genres attached to one request (our choice, matching the member cap of spec 000 §9). */
export const MAX_REQUEST_GENRES = 10;
/** YouTube song searches are cached this long per normalised query (~100 searches/day quota). */
export const SONG_SEARCH_CACHE_TTL_MS = 24 * 60 * 60_000;

/**
 * Spotify (spec 001 §9 "Streaming"). Scopes: private and email profile, read and modify
 * playback state, playlist read and modify (private and public), streaming, remote control,
 * library read and modify.
 */
export const SPOTIFY_SCOPES = [
  'user-read-private',
  'user-read-email',
  'user-read-playback-state',
  'user-modify-playback-state',
  'playlist-read-private',
  'playlist-modify-private',
  'playlist-modify-public',
  'streaming',
  'app-remote-control',
  'user-library-read',
  'user-library-modify',
] as const;
/** A pending authorisation (`state`) expires after 10 minutes. */
export const SPOTIFY_STATE_TTL_MS = 10 * 60_000;
/** The server refreshes an access token this long before it expires (our choice: 5 minutes). */
export const SPOTIFY_REFRESH_MARGIN_MS = 5 * 60_000;
/** Default song duration when a track has none, in ms (spec 001 §9). */
export const SPOTIFY_DEFAULT_DURATION_MS = 180_000;
/** Web Playback SDK volume (spec 001 §9). */
export const SPOTIFY_VOLUME = 0.5;
/** Position tick while playing, in ms (spec 001 §9). */
export const SPOTIFY_POSITION_TICK_MS = 100;
/** Token watcher: how often the client checks for a token and the connected state, in ms (spec 001 §9). */
export const SPOTIFY_TOKEN_WATCH_MS = 1000;
/** Delay between the device transfer and the play call, in ms (spec 001 §9). */
export const SPOTIFY_START_DELAY_MS = 500;
/** player_state_changed updates are applied at most this often, in ms (spec 001 §9). */
export const SPOTIFY_STATE_THROTTLE_MS = 300;
/** A reported position this far from the expected one is a seek, not drift, in ms (spec 001 §9). */
export const SPOTIFY_SEEK_JUMP_MS = 2000;
/** /spotify-callback goes to / after this long on success / on error, in ms (spec 001 §9). */
export const SPOTIFY_CALLBACK_SUCCESS_REDIRECT_MS = 1000;
export const SPOTIFY_CALLBACK_ERROR_REDIRECT_MS = 3000;
/** Developer player log keeps this many entries (spec 001 §9). */
export const PLAYER_LOG_LIMIT = 100;
/** Spotify track search results per query (Web API max 50; our choice matches SONG_SEARCH_LIMIT). */
export const SPOTIFY_SEARCH_LIMIT = 15;
/** Cross-source match: minimum artist+title similarity (0–1) to accept a track without ISRC (our choice). */
export const SOURCE_MATCH_MIN_SIMILARITY = 0.8;

/** Longest suspension reason staff may write. */
export const SUSPENSION_REASON_MAX = 500;

/** How often the e-mail digest goes out (docs/decisions/032). */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A security key's nickname, once trimmed: 1 to this many characters (docs/decisions/039). */
export const SECURITY_KEY_NICKNAME_MAX = 50;
