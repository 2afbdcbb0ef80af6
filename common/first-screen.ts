/**
 * Names the server's first-screen render (server/lib/first-screen.ts), the app
 * (client/lib/first-screen.ts) and index.html's inline script share (decision 019).
 */

/** id of the `<script type="application/json">` carrying the server's query cache and layout inputs. */
export const FIRST_SCREEN_STATE_ID = 'hearsay-first-screen';
/**
 * The cookie mirroring the stored feed preferences and the theme (no personal data). It carries no
 * viewport width: width-dependent layout is CSS, so the server never guesses one (decision 042).
 */
export const PREFS_COOKIE = 'hearsay-prefs';
/** Parameter of the theme in force ("light" or "dark") in PREFS_COOKIE. */
export const THEME_PARAM = 'theme';
/** The localStorage keys mirrored into PREFS_COOKIE (spec 000 §9 names them). */
export const MIRRORED_KEYS = [
  'hearsay-feed-sort',
  'hearsay-magic-switched',
  'hearsay-feed-layout',
] as const;
