import { describe, expect, it } from 'vitest';
import { isVideoId, parseYouTubeUrl, videoIdOf, youtubeWatchUrl } from './video-id';

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
