/**
 * "Save as Spotify playlist" (docs/decisions/029-preview-playback.md): its limits and the
 * words the button and the server share, without zod (the client's button renders these).
 */

/** Most answers one playlist is made from; Spotify adds at most 100 items per call, so one call suffices. */
export const SPOTIFY_PLAYLIST_MAX_SONGS = 100;

/** Longest playlist name we send, in characters (our choice; Spotify documents no limit). */
export const SPOTIFY_PLAYLIST_NAME_MAX = 100;

/** Playlists one member may create per hour (our choice: each one costs up to 100 lookups on Spotify). */
export const SPOTIFY_PLAYLISTS_PER_HOUR = 10;

/** The description Spotify shows under the playlist. */
export const SPOTIFY_PLAYLIST_DESCRIPTION = 'Songs recommended on Hearsay.';

/** 409 when the member's Spotify grant predates playlist creation or Spotify refuses it (403). */
export const SPOTIFY_PLAYLIST_SCOPE_MESSAGE =
  'Spotify did not allow Hearsay to create playlists for you. Disconnect Spotify on your profile and connect it again, then try once more.';

/** 409 when none of the songs is on Spotify (no empty playlist is created). */
export const SPOTIFY_PLAYLIST_NO_MATCH_MESSAGE =
  'None of these songs could be found on Spotify, so no playlist was created.';

/** 404 when none of the answers exists or is visible to the member. */
export const SPOTIFY_PLAYLIST_NOTHING_MESSAGE = 'None of these songs can be saved.';

/** 502 when Spotify cannot be reached or fails. */
export const SPOTIFY_PLAYLIST_FAILED_MESSAGE =
  'Spotify could not create the playlist right now. Please try again later.';

const songs = (n: number) => `${n} ${n === 1 ? 'song' : 'songs'}`;

/** The success line: 'Saved 12 songs to “Late night” on Spotify; 3 had no match.' */
export function savedPlaylistMessage(name: string, saved: number, unmatched: number): string {
  const base = `Saved ${songs(saved)} to “${name}” on Spotify`;
  if (unmatched === 0) return `${base}.`;
  return `${base}; ${unmatched} had no match.`;
}

/**
 * The default name of a playlist: from Saved "Saved on Hearsay"; from a request's answers the
 * request's text ("Hearsay: songs for a rainy day", cut to SPOTIFY_PLAYLIST_NAME_MAX), or
 * "Hearsay recommendations" for a request without text (a GIF or a song).
 */
export function defaultPlaylistName(
  from: { saved: true } | { requestText: string | null | undefined },
): string {
  if ('saved' in from) return 'Saved on Hearsay';
  const text = from.requestText?.replace(/\s+/g, ' ').trim();
  if (!text) return 'Hearsay recommendations';
  const name = `Hearsay: ${text}`;
  return name.length > SPOTIFY_PLAYLIST_NAME_MAX
    ? `${name.slice(0, SPOTIFY_PLAYLIST_NAME_MAX - 1).trimEnd()}…`
    : name;
}
