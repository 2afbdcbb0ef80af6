import { describe, expect, it } from 'vitest';
import {
  YOUTUBE_PLAYLIST_MAX,
  parseYouTubeUrl,
  youtubePlaylistUrl,
  youtubeWatchUrl,
} from './video-id';
import { isVideoId, videoIdOf } from '../lib/song-sources';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    [`http://m.youtube.com/watch?feature=share&v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=xyz&t=10`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}?feature=share`],
    [`https://www.youtube.com/v/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtu.be/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('reads the id of %s', (url) => {
    expect(parseYouTubeUrl(url)).toBe(ID);
  });

  it.each([
    [''],
    ['   '],
    ['not a url'],
    [ID],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}x`],
    ['https://www.youtube.com/playlist?list=PL123'],
    ['https://www.youtube.com/@channel'],
    [`https://vimeo.com/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://evil.example/youtu.be/${ID}`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID.slice(0, 10)}`],
  ])('rejects %s', (url) => {
    expect(parseYouTubeUrl(url)).toBeNull();
  });
});

describe('videoIdOf', () => {
  it('uses videoId, else an id that is a video id, never for unplayable songs', () => {
    expect(videoIdOf({ id: 'cat-1', videoId: ID })).toBe(ID);
    expect(videoIdOf({ id: ID })).toBe(ID);
    expect(videoIdOf({ id: ID, playable: false })).toBeNull();
    expect(videoIdOf({ id: ID, videoId: null })).toBeNull();
    expect(videoIdOf({ id: 'cat-12', videoId: null, playable: false })).toBeNull();
    expect(videoIdOf({ id: 'spotify:track:1' })).toBeNull();
    expect(videoIdOf(null)).toBeNull();
  });

  it('knows an 11-character id and builds the watch URL', () => {
    expect(isVideoId(ID)).toBe(true);
    expect(isVideoId('abc')).toBe(false);
    expect(youtubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});

describe('youtubePlaylistUrl', () => {
  const id = (n: number) => `vid${String(n).padStart(8, '0')}`;
  it('lists the videos in order, each once, skipping songs without one', () => {
    const songs = [
      { id: id(1), videoId: id(1) },
      { id: 'itunes:1', videoId: null, playable: false },
      { id: id(2) },
      { id: 'cat-7', playable: false },
      { id: 'x', videoId: id(1) },
    ];
    expect(youtubePlaylistUrl(songs)).toEqual({
      url: `https://www.youtube.com/watch_videos?video_ids=${id(1)},${id(2)}`,
      count: 2,
    });
    expect(youtubePlaylistUrl([{ id: 'itunes:1', playable: false }])).toBeNull();
  });

  it(`stops at ${YOUTUBE_PLAYLIST_MAX} videos`, () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ id: id(i), videoId: id(i) }));
    const playlist = youtubePlaylistUrl(many)!;
    expect(playlist.count).toBe(50);
    expect(new URL(playlist.url).searchParams.get('video_ids')!.split(',')).toEqual(
      many.slice(0, 50).map((s) => s.id),
    );
  });
});
