/**
 * Pending Spotify authorisations (not in spec 001's catalogue): one row per "Connect"
 * press, holding the PKCE code verifier and binding the OAuth `state` to the member's session.
 * Single use (deleted when the callback is exchanged) and valid for 10 minutes
 * (SPOTIFY_STATE_TTL_MS). docs/decisions/013-spotify.md.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz, cascadeRef } from './columns';
import { users } from './users';

export const spotifyAuthStates = pgTable(
  'spotify_auth_states',
  {
    /** SHA-256 (hex) of the `state` sent to Spotify; the state itself is not stored. */
    stateHash: text('state_hash').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    /** The session that pressed Connect (sessions.token_hash): another session cannot finish the flow. */
    sessionTokenHash: text('session_token_hash').notNull(),
    /** PKCE code verifier (RFC 7636), sent with the code exchange. */
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('spotify_auth_states_expires_at_idx').on(t.expiresAt),
    index('spotify_auth_states_user_id_idx').on(t.userId),
  ],
);
