import { describe, expect, it } from 'vitest';
import { namedSongCandidates } from './named-songs';

const has = (text: string, artist: string, title: string) =>
  namedSongCandidates(text).some((c) => c.artist === artist && c.title === title);

describe('namedSongCandidates', () => {
  it('reads "Artist – Title" with an en dash, an em dash or a spaced hyphen', () => {
    expect(has('Slowdive – Alison', 'Slowdive', 'Alison')).toBe(true);
    expect(has('Slowdive—Alison', 'Slowdive', 'Alison')).toBe(true);
    expect(
      has(
        'Try Rick Astley - Never Gonna Give You Up! Classic.',
        'Rick Astley',
        'Never Gonna Give You Up',
      ),
    ).toBe(true);
  });

  it('keeps the reading inside its clause and leaves mentions, hashtags and links out', () => {
    const text = '@ada@hearsay.example Hm, maybe Beach House – Space Song, it floats #ifyoulike';
    expect(has(text, 'Beach House', 'Space Song')).toBe(true);
    expect(namedSongCandidates(text).some((c) => /@|#|Hm|floats/.test(c.artist + c.title))).toBe(
      false,
    );
  });

  it('finds nothing without a dash, and a hyphen inside a word is no dash', () => {
    expect(namedSongCandidates('Anything lo-fi and slow, please')).toEqual([]);
    expect(namedSongCandidates('Try something by Slowdive')).toEqual([]);
  });

  it('reads a bounded number of readings however long the text', () => {
    const long = Array.from({ length: 50 }, (_, i) => `word${i} – other${i}`).join(' and ');
    expect(namedSongCandidates(long).length).toBeLessThanOrEqual(3 * 6 * 10);
  });
});
