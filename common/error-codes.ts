/**
 * Every `error` code the API answers with, in one typed list: the server can only throw
 * these (`HttpError`'s `code` is an `ErrorCode`), the OpenAPI document lists them, and the client
 * branches on them (`ApiError.code`), not on status numbers. Without zod: the client's first paint
 * imports it.
 */
export const ERROR_CODES = [
  // Generic, one per status.
  'bad_request',
  'validation_error',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  // Accounts and two-factor.
  'invalid_credentials',
  'invalid_token',
  'invalid_code',
  'wrong_password',
  'already_verified',
  'invalid_display_name',
  'confusable_display_name',
  'mfa_required',
  // Operator switches (decision 049).
  'email_not_verified',
  'two_factor_required',
  // Handles (decision 045).
  'handle_taken',
  'handle_locked',
  'mfa_already_enabled',
  'mfa_not_started',
  'mfa_not_enabled',
  // Security keys (WebAuthn, decision 039).
  'challenge_expired',
  'invalid_security_key',
  'unknown_security_key',
  'security_key_counter',
  'security_key_limit',
  'security_key_exists',
  'last_second_factor',
  'empty_picture',
  // Staff account controls.
  'account_suspended',
  'cannot_act_on_account',
  // Requests, answers and genres.
  'invalid_text',
  'empty_request',
  'no_song_selected',
  'no_gif_selected',
  'request_mismatch',
  'duplicate_recommendation',
  'own_response',
  'already_cosigned',
  'not_the_asker',
  'unknown_genre',
  'reserved_genre',
  'no_genres',
  'too_many_genres',
  // Reports and moderation.
  'already_reported',
  'cannot_report_self',
  'cannot_hide_member',
  // Following members.
  'cannot_follow_self',
  'follow_blocked',
  // Web Push.
  'invalid_push_endpoint',
  // Outside services.
  'song_search_failed',
  'gif_search_failed',
  'video_fetch_failed',
  'spotify_disabled',
  'spotify_unavailable',
  'spotify_not_connected',
  'spotify_connection_lost',
  'spotify_code_rejected',
  'spotify_state_mismatch',
  'spotify_refresh_failed',
  'spotify_track_failed',
  'invalid_redirect_uri',
  // Save as Spotify playlist.
  'spotify_scope_missing',
  'spotify_no_matches',
  'spotify_playlist_failed',
  // Operators.
  'scan_running',
  // Running for real: readiness and repeated writes.
  'not_ready',
  'idempotency_key_invalid',
  'idempotency_key_in_use',
  'idempotency_key_reused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Type guard: `value` is one of ERROR_CODES. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
