/**
 * Spotify search with the 24 h per-query cache, and cross-source matching: finding a song's
 * Spotify track (ISRC, else title + artist similarity) and its YouTube video (similarity), so the
 * player can play an answer from either source (docs/decisions/013-spotify.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  SONG_SEARCH_CACHE_TTL_MS,
  SOURCE_MATCH_MIN_SIMILARITY,
  SPOTIFY_SEARCH_LIMIT,
} from '../../../common/constants';
import type { SongData } from '../../../common/schemas';
import { songArtist, songTitle } from '../../../common/song-display';
import { bestMatch, type SongIdentity } from '../../../common/source-match';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import type { SongProvider } from '../../providers/songs/song-provider';
import {
  normaliseQuery,
  readCachedSearch,
  writeCachedSearch,
} from '../../providers/songs/song-search-cache';
import { trackToSongData, type SpotifyClient } from '../../providers/spotify/spotify-client';
import { findResponseSong, mergeResponseSong } from './spotify.repository';

export interface SpotifySearchDeps {
  db: Database;
  client: SpotifyClient;
  now: () => Date;
  /** The token a lookup for this member uses (theirs when connected, else the app's). */
  tokenForLookups: (userId: number) => Promise<string>;
}

export interface SongMatchDeps extends SpotifySearchDeps {
  songs: SongProvider;
  log: FastifyBaseLogger;
}

/** A YouTube video id: exactly 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Spotify search with the 24 h cache; throws on failure (callers decide what a failure means). */
export async function searchSpotify(
  deps: SpotifySearchDeps,
  userId: number,
  query: string,
): Promise<SongData[]> {
  const key = normaliseQuery(query);
  const at = deps.now();
  const freshSince = new Date(at.getTime() - SONG_SEARCH_CACHE_TTL_MS);
  const cached = await readCachedSearch(deps.db, 'spotify', key, freshSince);
  if (cached) return cached;
  const token = await deps.tokenForLookups(userId);
  const tracks = await deps.client.searchTracks(token, query, SPOTIFY_SEARCH_LIMIT);
  const results = tracks.map(trackToSongData);
  await writeCachedSearch(deps.db, 'spotify', key, results, at, freshSince);
  return results;
}

/** Title and artist for matching; the display placeholders for missing ones count as empty. */
const identityOf = (song: SongData): SongIdentity => ({
  title: songTitle(song) === 'Unknown Song' ? '' : songTitle(song),
  artist: songArtist(song) === 'Unknown Artist' ? '' : songArtist(song),
  isrc: song.isrc,
});

/** The most similar candidate by title + artist (ISRC ignored), or null under the threshold. */
function mostSimilar(song: SongData, candidates: SongData[]) {
  return bestMatch(
    { ...identityOf(song), isrc: null },
    candidates,
    (c) => ({ ...identityOf(c), isrc: null }),
    SOURCE_MATCH_MIN_SIMILARITY,
  );
}

/** Finds the song on Spotify (ISRC, else title + artist similarity); null fields when none; throws on provider failure. */
export async function matchOnSpotify(
  deps: SpotifySearchDeps,
  userId: number,
  song: SongData,
): Promise<Partial<SongData>> {
  const keepAlbum = (hit: SongData) => ({
    albumName: song.albumName ?? hit.albumName,
    albumArt: song.albumArt ?? hit.albumArt,
  });
  if (song.isrc) {
    const byIsrc = await searchSpotify(deps, userId, `isrc:${song.isrc}`);
    const hit = byIsrc.find((t) => t.isrc?.toUpperCase() === song.isrc!.toUpperCase());
    if (hit) return { uri: hit.uri, spotifyMatch: 'isrc', ...keepAlbum(hit) };
  }
  const identity = identityOf(song);
  if (!identity.title) return { spotifyMatch: 'none' };
  const results = await searchSpotify(
    deps,
    userId,
    identity.artist ? `track:${identity.title} artist:${identity.artist}` : identity.title,
  );
  const best = mostSimilar(song, results);
  if (!best) return { spotifyMatch: 'none' };
  return { uri: best.item.uri, spotifyMatch: 'similarity', ...keepAlbum(best.item) };
}

/** Finds the song on the song provider (YouTube or the catalogue) by title + artist similarity. */
export async function matchOnYouTube(
  songs: SongProvider,
  song: SongData,
): Promise<Partial<SongData>> {
  const identity = identityOf(song);
  if (!identity.title) return { youtubeMatch: 'none' };
  const results = await songs.search(
    `${identity.title} ${identity.artist}`.trim(),
    SPOTIFY_SEARCH_LIMIT,
  );
  const withVideo = results.filter(
    (r) => r.playable !== false && (r.videoId || YOUTUBE_VIDEO_ID.test(r.id)),
  );
  const best = mostSimilar(song, withVideo);
  if (!best) return { youtubeMatch: 'none' };
  return {
    videoId: best.item.videoId ?? best.item.id,
    youtubeMatch: 'similarity',
    thumbnail: song.thumbnail ?? best.item.thumbnail,
  };
}

/** The song to match and, for a stored response, the song id its data is kept under. 404/400. */
async function songToMatch(
  db: Database,
  input: { responseId?: number; song?: SongData },
): Promise<{ song: SongData; songId: string | null }> {
  if (input.responseId !== undefined) {
    const stored = await findResponseSong(db, input.responseId);
    if (!stored) throw notFound('Recommendation not found.');
    return { song: stored.songData, songId: stored.songId };
  }
  if (input.song) return { song: input.song, songId: null };
  throw badRequest('Send a responseId or a song.');
}

/**
 * The song with its other source filled in (Spotify `uri` and/or YouTube `videoId`), looked up
 * once: for a response the result is stored on its song data, and a stored miss ('none') is
 * not looked up again. A provider failure leaves the song unchanged (tried again next time).
 */
export async function matchSongSources(
  deps: SongMatchDeps,
  userId: number,
  input: { responseId?: number; song?: SongData },
): Promise<SongData> {
  const { song, songId } = await songToMatch(deps.db, input);
  const fields: Partial<SongData> = {};
  const hasVideo = Boolean(
    song.videoId ||
    (YOUTUBE_VIDEO_ID.test(song.id) && song.playable !== false && song.videoId !== null),
  );
  try {
    if (!song.uri && !song.spotifyMatch)
      Object.assign(fields, await matchOnSpotify(deps, userId, song));
    if (!hasVideo && !song.youtubeMatch)
      Object.assign(fields, await matchOnYouTube(deps.songs, song));
  } catch (err) {
    deps.log.warn({ err, responseId: input.responseId }, 'cross-source match failed');
  }
  if (Object.keys(fields).length === 0) return song;
  if (input.responseId !== undefined && songId)
    await mergeResponseSong(deps.db, input.responseId, songId, fields);
  return { ...song, ...fields };
}
