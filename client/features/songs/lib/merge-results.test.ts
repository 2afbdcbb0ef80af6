import { describe, expect, it } from 'vitest';
import type { SongData } from '@common/schemas';
import { mergeResults } from './merge-results';

const song = (
  id: string,
  name: string,
  artist: string,
  extra: Partial<SongData> = {},
): SongData => ({ id, name, artist, ...extra });

describe('mergeResults', () => {
  it('keeps the first list in order and adds only songs it does not hold (by id, or title and artist folded)', () => {
    const primary = [song('a', 'Take On Me', 'a-ha'), song('b', 'Música Ligera', 'Soda Stereo')];
    const extra = [
      song('s1', 'take on  me', 'A-HA', { source: 'spotify' }),
      song('s2', 'Musica ligera', 'soda stereo', { source: 'spotify' }),
      song('s3', 'Midnight City', 'M83', { source: 'spotify' }),
      song('s3', 'Midnight City', 'M83', { source: 'spotify' }),
      song('a', 'Other title', 'Other artist'),
    ];
    expect(mergeResults(primary, extra).map((s) => s.id)).toEqual(['a', 'b', 's3']);
    expect(mergeResults(primary, [])).toBe(primary);
    expect(mergeResults([], extra).map((s) => s.id)).toEqual(['s1', 's2', 's3', 'a']);
  });
});
