/** The edit-flow rules of spec 001 §5 as pure functions. */
import { describe, expect, it } from 'vitest';
import type { QualityReviewResult } from '@common/processing';
import {
  acceptFixBody,
  formatEstimate,
  genreIdsFromNames,
  manualEditBody,
  rejectBody,
} from './fixes';

const result = (extra: Partial<QualityReviewResult> = {}): QualityReviewResult => ({
  id: 1,
  responseId: 7,
  requestId: 3,
  songId: 'abc',
  title: 'Radiohead - Creep (Official Video)',
  artist: 'Radiohead',
  genres: [{ id: 1, name: 'Rock' }],
  issues: ['Title contains packaging: Official Video'],
  suggestedTitle: 'Creep',
  suggestedArtist: 'Radiohead',
  suggestedGenres: [{ id: 2, name: 'Alternative Rock' }],
  likelyYtOnly: false,
  isCompilation: false,
  ...extra,
});

describe('fix bodies', () => {
  it('Accept Fix sends the suggestion, with suggested genres when there are some', () => {
    expect(acceptFixBody(result())).toEqual({
      genreIds: [2],
      derivedTitle: 'Creep',
      derivedArtist: 'Radiohead',
      fixType: 'accepted_suggestion',
    });
  });
  it('Accept Fix keeps the current genres when none are suggested', () => {
    expect(acceptFixBody(result({ suggestedGenres: [] })).genreIds).toEqual([1]);
  });
  it('Reject keeps the current title, artist and genres', () => {
    expect(rejectBody(result())).toEqual({
      genreIds: [1],
      derivedTitle: 'Radiohead - Creep (Official Video)',
      derivedArtist: 'Radiohead',
      fixType: 'rejected',
    });
  });
  it('Edit trims title and artist and leaves out empty ones; genres may be empty', () => {
    expect(manualEditBody('  Creep ', '   ', [])).toEqual({
      genreIds: [],
      derivedTitle: 'Creep',
      fixType: 'manual',
    });
  });
});

describe('helpers', () => {
  it('maps genre names back to ids, ignoring unknown names and case', () => {
    expect(
      genreIdsFromNames(
        ['rock', 'Gone Genre', 'Alternative Rock'],
        [
          { id: 1, name: 'Rock' },
          { id: 2, name: 'Alternative Rock' },
        ],
      ),
    ).toEqual([1, 2]);
  });
  it('words the estimate', () => {
    expect(formatEstimate(0.2)).toBe('about 1 second');
    expect(formatEstimate(70)).toBe('about 70 seconds');
    expect(formatEstimate(600)).toBe('about 10 minutes');
    expect(formatEstimate(3900)).toBe('about 1 hour 5 minutes');
  });
});
