/** Song links of federation: the canonical link we publish, and which links in a remote reply are playable songs. */
import { describe, expect, it } from 'vitest';
import { canonicalSongLink, playableSongLink } from './song-links';

describe('canonicalSongLink', () => {
  it('prefers the YouTube watch link, then Spotify, then the service page', () => {
    expect(canonicalSongLink({ id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(
      canonicalSongLink({
        id: 'itunes:1',
        videoId: 'dQw4w9WgXcQ',
        externalUrl: 'https://music.apple.com/us/song/x/1',
      }),
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(canonicalSongLink({ id: 'sp:1', uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC' })).toBe(
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    );
    expect(
      canonicalSongLink({ id: 'itunes:1', externalUrl: 'https://music.apple.com/us/song/x/1' }),
    ).toBe('https://music.apple.com/us/song/x/1');
    expect(canonicalSongLink({ id: 'itunes:1' })).toBeNull();
  });
});

describe('playableSongLink', () => {
  it('finds YouTube, Spotify and Apple Music songs', () => {
    expect(playableSongLink(['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3'])).toEqual({
      service: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(playableSongLink(['https://youtu.be/dQw4w9WgXcQ'])).toEqual({
      service: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(playableSongLink(['https://music.youtube.com/watch?v=dQw4w9WgXcQ'])).toEqual({
      service: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(
      playableSongLink(['https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC']),
    ).toEqual({
      service: 'spotify',
      id: '4uLU6hMCjMI75M1A2tKUQC',
    });
    expect(playableSongLink(['https://music.apple.com/us/album/x/123?i=456'])).toEqual({
      service: 'apple',
      id: '456',
    });
    expect(playableSongLink(['https://music.apple.com/us/song/x/789'])).toEqual({
      service: 'apple',
      id: '789',
    });
  });

  it('skips links that are not one playable song, and takes the first that is', () => {
    expect(
      playableSongLink([
        'not a url',
        'javascript:alert(1)',
        'https://www.youtube.com/@channel',
        'https://open.spotify.com/playlist/4uLU6hMCjMI75M1A2tKUQC',
        'https://example.com/watch?v=dQw4w9WgXcQ',
      ]),
    ).toBeNull();
    expect(playableSongLink(['https://example.com', 'https://youtu.be/dQw4w9WgXcQ'])).toEqual({
      service: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
  });
});
