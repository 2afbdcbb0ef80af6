/**
 * The song a remote reply links (decision 056), resolved as the app resolves songs: a YouTube
 * video through the song provider's `getVideo` (the catalogue, then YouTube with a key), an Apple
 * Music / iTunes song as the provider's `itunes:<id>` song (the `auto` provider), a Spotify track
 * through Spotify's Web API with the app's token (when Spotify is configured), as a member who has
 * not connected Spotify gets it. A reply without a link may name its song in words instead
 * (named-songs.ts): then the catalogue's one confident match.
 */
import type { SongData } from '../../../common/schemas';
import type { Database } from '../../db/client';
import { findPlayableSongsByKeys, songDedupeKey } from '../../providers/songs/catalog.repository';
import type { SongProvider } from '../../providers/songs/song-provider';
import { trackToSongData, type SpotifyClient } from '../../providers/spotify/spotify-client';
import { createApplicationToken } from '../spotify/index';
import { namedSongCandidates } from './named-songs';
import { playableSongLink, type LinkedSong } from './song-links';

/** A resolved song: what `POST /api/requests/{id}/responses` takes, and the link it came from. */
export interface ResolvedSong {
  songId: string;
  songData: SongData;
  /** The link the song was read from; null when the text named it in words. */
  link: string | null;
}

/**
 * The resolver over the app's song provider and Spotify client (null: Spotify links resolve to
 * nothing), and the catalogue in `db` for songs named in words.
 */
export function createLinkedSongResolver(
  songs: SongProvider,
  spotify: SpotifyClient | null,
  db: Database,
) {
  const appToken = spotify ? createApplicationToken(spotify, () => new Date()) : null;

  async function lookUp(linked: LinkedSong): Promise<SongData | null> {
    if (linked.service === 'youtube') return songs.getVideo(linked.id);
    if (linked.service === 'apple') return songs.getVideo(`itunes:${linked.id}`);
    if (!spotify || !appToken) return null;
    const track = await spotify.getTrack(await appToken(), linked.id);
    return track ? trackToSongData(track) : null;
  }

  return {
    /** The first playable song link of `urls`, or null when none is playable. */
    firstPlayable(urls: readonly string[]): { link: string; linked: LinkedSong } | null {
      for (const link of urls) {
        const linked = playableSongLink([link]);
        if (linked) return { link, linked };
      }
      return null;
    },
    /** The song `linked` names, or null when no provider knows it; throws when a provider fails. */
    async resolve(link: string, linked: LinkedSong): Promise<ResolvedSong | null> {
      const song = await lookUp(linked);
      return song ? { songId: song.id, songData: song, link } : null;
    },
    /**
     * The song `text` names as "Artist – Title" when exactly one playable catalogue song matches
     * one of its readings; else null. Its `link` is null: the text named it, nothing linked it.
     */
    async named(text: string): Promise<ResolvedSong | null> {
      const keys = namedSongCandidates(text).map((c) => songDedupeKey(c.artist, c.title));
      const matches = await findPlayableSongsByKeys(db, keys);
      if (matches.length !== 1 || !matches[0]!.videoId) return null;
      const song = await songs.getVideo(matches[0]!.videoId);
      return song ? { songId: song.id, songData: song, link: null } : null;
    },
  };
}

export type LinkedSongResolver = ReturnType<typeof createLinkedSongResolver>;
