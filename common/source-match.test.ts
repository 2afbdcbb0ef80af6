import { describe, expect, it } from 'vitest';
import { SOURCE_MATCH_MIN_SIMILARITY } from './constants';
import {
  bestMatch,
  diceSimilarity,
  normaliseArtist,
  normaliseTitle,
  songSimilarity,
} from './source-match';

describe('source matching', () => {
  it('strips packaging from titles and credits', () => {
    expect(normaliseTitle('Bohemian Rhapsody (Remastered 2011)')).toBe('bohemian rhapsody');
    expect(normaliseTitle('Let It Be - Remastered 2009')).toBe('let it be');
    expect(normaliseTitle('Señorita (feat. Someone)')).toBe('senorita');
    expect(normaliseArtist('The Beatles')).toBe('beatles');
    expect(normaliseArtist('Simon & Garfunkel')).toBe('simon and garfunkel');
  });

  it('scores Dice similarity', () => {
    expect(diceSimilarity('night', 'nacht')).toBeCloseTo(0.25);
    expect(diceSimilarity('abc', 'abc')).toBe(1);
    expect(diceSimilarity('', 'abc')).toBe(0);
  });

  it('decides by ISRC when both sides know it', () => {
    expect(
      songSimilarity(
        { title: 'A', artist: 'B', isrc: 'GBUM71029604' },
        { title: 'Z', artist: 'Y', isrc: 'gbum71029604' },
      ),
    ).toBe(1);
    expect(
      songSimilarity(
        { title: 'Africa', artist: 'Toto', isrc: 'USSM19801545' },
        { title: 'Africa', artist: 'Toto', isrc: 'USSM10000000' },
      ),
    ).toBe(0);
  });

  it('accepts the same recording across sources and refuses a different song by the same artist', () => {
    const yt = { title: 'Bohemian Rhapsody', artist: 'Queen' };
    expect(
      songSimilarity(yt, { title: 'Bohemian Rhapsody - Remastered 2011', artist: 'Queen' }),
    ).toBeGreaterThanOrEqual(SOURCE_MATCH_MIN_SIMILARITY);
    expect(songSimilarity(yt, { title: "Don't Stop Me Now", artist: 'Queen' })).toBeLessThan(
      SOURCE_MATCH_MIN_SIMILARITY,
    );
    expect(
      songSimilarity(yt, { title: 'Bohemian Rhapsody', artist: 'Panic! At The Disco' }),
    ).toBeLessThan(SOURCE_MATCH_MIN_SIMILARITY);
  });

  it('picks the best candidate above the threshold, or none', () => {
    const song = { title: 'Take On Me', artist: 'a-ha' };
    const candidates = [
      { title: 'Take On Me (Live)', artist: 'Weezer' },
      { title: 'Take On Me', artist: 'a-ha' },
    ];
    expect(bestMatch(song, candidates, (c) => c, SOURCE_MATCH_MIN_SIMILARITY)?.item).toBe(
      candidates[1],
    );
    expect(
      bestMatch(
        song,
        [{ title: 'Hunting High and Low', artist: 'a-ha' }],
        (c) => c,
        SOURCE_MATCH_MIN_SIMILARITY,
      ),
    ).toBeNull();
  });
});
