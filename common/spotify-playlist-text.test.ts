import { describe, expect, it } from 'vitest';
import {
  SPOTIFY_PLAYLIST_NAME_MAX,
  defaultPlaylistName,
  savedPlaylistMessage,
} from './spotify-playlist-text';

describe('Spotify playlist texts', () => {
  it('counts songs and misses in words', () => {
    expect(savedPlaylistMessage('Late night', 12, 3)).toBe(
      'Saved 12 songs to “Late night” on Spotify; 3 had no match.',
    );
    expect(savedPlaylistMessage('One', 1, 0)).toBe('Saved 1 song to “One” on Spotify.');
  });

  it('names the playlist after Saved or the request, within the length limit', () => {
    expect(defaultPlaylistName({ saved: true })).toBe('Saved on Hearsay');
    expect(defaultPlaylistName({ requestText: '  songs for\na rainy day ' })).toBe(
      'Hearsay: songs for a rainy day',
    );
    expect(defaultPlaylistName({ requestText: null })).toBe('Hearsay recommendations');
    const long = defaultPlaylistName({ requestText: 'x'.repeat(300) });
    expect(long).toHaveLength(SPOTIFY_PLAYLIST_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
