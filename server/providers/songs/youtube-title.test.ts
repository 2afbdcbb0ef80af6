/** Song name/artist from video titles, and ISO 8601 durations (the YouTube provider's pure helpers). */
import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from './iso-duration';
import {
  cleanChannelName,
  cleanVideoTitle,
  decodeEntities,
  parseVideoTitle,
} from './youtube-title';

describe('cleanVideoTitle', () => {
  it.each([
    ['a-ha - Take On Me (Official Video) [Remastered in 4K]', 'a-ha - Take On Me'],
    ['Queen – Bohemian Rhapsody (Official Video Remastered)', 'Queen – Bohemian Rhapsody'],
    [
      'Daft Punk - Get Lucky (Official Audio) ft. Pharrell Williams, Nile Rodgers',
      'Daft Punk - Get Lucky ft. Pharrell Williams, Nile Rodgers',
    ],
    ['Radiohead - Creep | Lyrics', 'Radiohead - Creep'],
    [
      'Nirvana - Come As You Are (Live On MTV Unplugged)',
      'Nirvana - Come As You Are (Live On MTV Unplugged)',
    ],
    ['Adele - Hello Official Music Video', 'Adele - Hello'],
    ['Beyoncé - Halo (Lyrics)', 'Beyoncé - Halo'],
    ['Bon Iver - Holocene 【Official Video】', 'Bon Iver - Holocene'],
  ])('%s → %s', (raw, clean) => expect(cleanVideoTitle(raw)).toBe(clean));
});

describe('parseVideoTitle', () => {
  it('splits "Artist - Title" on the first dash of any kind', () => {
    expect(parseVideoTitle('a-ha - Take On Me (Official Video) [Remastered in 4K]')).toEqual({
      artist: 'a-ha',
      name: 'Take On Me',
    });
    expect(parseVideoTitle('Queen — Bohemian Rhapsody')).toEqual({
      artist: 'Queen',
      name: 'Bohemian Rhapsody',
    });
    expect(parseVideoTitle('Simon & Garfunkel - The Sound of Silence - Live')).toEqual({
      artist: 'Simon & Garfunkel',
      name: 'The Sound of Silence - Live',
    });
  });

  it('reads Artist "Title" and decodes the entities the API leaves in titles', () => {
    expect(parseVideoTitle('Weezer &quot;Buddy Holly&quot; (Official Video)')).toEqual({
      artist: 'Weezer',
      name: 'Buddy Holly',
    });
    expect(parseVideoTitle('Guns N&#39; Roses - Sweet Child O&#39; Mine')).toEqual({
      artist: "Guns N' Roses",
      name: "Sweet Child O' Mine",
    });
  });

  it('takes the artist from Topic and VEVO channels when the title has none', () => {
    expect(parseVideoTitle('Take On Me', 'a-ha - Topic')).toEqual({
      artist: 'a-ha',
      name: 'Take On Me',
    });
    expect(parseVideoTitle('Yellow (Official Video)', 'ColdplayVEVO')).toEqual({
      artist: 'Coldplay',
      name: 'Yellow',
    });
    expect(parseVideoTitle('Some Live Session', 'Random Channel')).toEqual({
      artist: null,
      name: 'Some Live Session',
    });
  });

  it('never returns an empty name', () => {
    expect(parseVideoTitle('(Official Video)').name).toBe('(Official Video)');
  });
});

describe('channel names and entities', () => {
  it('cleans channel names', () => {
    expect(cleanChannelName('a-ha - Topic')).toBe('a-ha');
    expect(cleanChannelName('TaylorSwiftVEVO')).toBe('TaylorSwift');
    expect(cleanChannelName('Queen Official')).toBe('Queen');
  });
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('R&amp;B &lt;3 &#x263A; &#9731;')).toBe('R&B <3 ☺ ☃');
  });
});

describe('parseIsoDuration', () => {
  it.each([
    ['PT3M45S', 225_000],
    ['PT1H2M3S', 3_723_000],
    ['PT45S', 45_000],
    ['PT4M', 240_000],
    ['P1DT1S', 86_401_000],
    ['P0D', 0],
    ['PT1.5S', 1500],
  ])('%s → %d ms', (iso, ms) => expect(parseIsoDuration(iso)).toBe(ms));

  it.each(['', 'P', 'PT', '3:45', 'PT3X', null, undefined])('rejects %s', (bad) =>
    expect(parseIsoDuration(bad)).toBeNull(),
  );
});
