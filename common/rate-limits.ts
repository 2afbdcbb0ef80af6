/**
 * The rate limit each API route is held to, as plain data (no zod): the route definitions of
 * common/api-definitions/ name one per route, the server enforces it (server/plugins/rate-limits.ts)
 * and the OpenAPI document shows it, so the limit a reader sees is the one that answers 429.
 * Numbers and reasons: docs/decisions/002-rate-limits.md; how it is wired: decision 048.
 */
import { FEEDBACK_RATE_LIMIT_MAX, FEEDBACK_RATE_LIMIT_WINDOW_MS } from './constants';
import { SPOTIFY_PLAYLISTS_PER_HOUR } from './spotify-playlist-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A budget of one member action: at most `max` hits per `windowMs` per member (per client address
 * when anonymous). Routes that name the same budget object share its counter. `max` is multiplied by
 * ACTION_RATE_LIMIT_SCALE unless `unscaled`.
 */
export interface ActionBudget {
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  readonly unscaled?: true;
}

/**
 * A route's limit besides the global one, by kind; the numbers of the named kinds come from the
 * server's settings:
 * - an ActionBudget: its own sized budget;
 * - `writes`: the shared write budget, WRITE_RATE_LIMIT_MAX per minute per member;
 * - `auth`: per client address, AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS and
 *   AUTH_RATE_LIMIT_HOURLY_MAX per hour; `signup` adds SIGNUP_RATE_LIMIT_MAX per 30 minutes;
 * - `auth-failures`: the same address limits, counting only failed attempts (a credential check);
 * - `song-searches`, `gif-searches`: daily searches per member (SONG_SEARCH_DAILY_MAX, only with
 *   the YouTube song provider; GIF_SEARCH_DAILY_MAX);
 * - `global`: only the global limit every API request counts against;
 * - `none`: not even that (liveness checks must always answer).
 */
export type RouteLimit =
  | ActionBudget
  | 'writes'
  | 'auth'
  | 'signup'
  | 'auth-failures'
  | 'song-searches'
  | 'gif-searches'
  | 'global'
  | 'none';

/** The sized budgets of member actions; a route names one of these, shared budgets by the same object. */
/**
 * Activities one remote host may post to our inboxes (decision 051), counted per host (the signer's,
 * else the claimed actor's); not an API route, so not an ActionBudget of one.
 */
export const FEDERATION_INBOX_PER_HOST = { max: 300, windowMs: MINUTE } as const;

export const ACTION_BUDGETS = {
  requests: { name: 'requests', max: 6, windowMs: 10 * MINUTE },
  /** Answers; a co-sign stands in for an answer, so it spends the same budget. */
  responses: { name: 'responses', max: 10, windowMs: 10 * MINUTE },
  /** A handful of reports is real use; a flood is abuse of the staff queue. */
  reports: { name: 'reports', max: 10, windowMs: HOUR },
  /** Upvotes, verdicts and saves. */
  reactions: { name: 'reactions', max: 300, windowMs: 10 * MINUTE },
  genreSuggestions: { name: 'genre-suggestions', max: 10, windowMs: HOUR },
  genreChoices: { name: 'genre-choices', max: 30, windowMs: 10 * MINUTE },
  plays: { name: 'plays', max: 200, windowMs: 10 * MINUTE },
  /** Mention suggestions and member search together (decision 045). */
  memberLookups: { name: 'member-lookups', max: 300, windowMs: 5 * MINUTE },
  /** Finding a member of another server costs requests to it (WebFinger, then the actor). */
  remoteLookups: { name: 'remote-lookups', max: 30, windowMs: 10 * MINUTE },
  /** Feedback and bug reports: its numbers are shown on the feedback page, so never scaled. */
  feedback: {
    name: 'feedback',
    max: FEEDBACK_RATE_LIMIT_MAX,
    windowMs: FEEDBACK_RATE_LIMIT_WINDOW_MS,
    unscaled: true,
  },
  /** Playlists written to the member's Spotify account: Spotify's own quota, never scaled. */
  spotifyPlaylists: {
    name: 'spotify-playlists',
    max: SPOTIFY_PLAYLISTS_PER_HOUR,
    windowMs: HOUR,
    unscaled: true,
  },
} as const satisfies Record<string, ActionBudget>;
