/** The offline reviewer's rules, one issue type at a time (pure: no database). */
import { describe, expect, it } from 'vitest';
import { reviewItem } from './offline-reviewer';
import { buildReviewCatalogue } from './review-catalogue';
import type { ReviewItem } from './reviewer';

const catalogue = buildReviewCatalogue(
  [
    { artist: 'Radiohead', title: 'Creep', genre: 'Alternative Rock' },
    { artist: 'Radiohead', title: 'Karma Police', genre: 'Alternative Rock' },
    { artist: 'Adele', title: 'Hello', genre: 'Pop' },
    { artist: 'Daft Punk', title: 'One More Time', genre: 'House' },
  ],
  ['Alternative Rock', 'Pop', 'House', 'Jazz'],
);

const item = (extra: Partial<ReviewItem>): ReviewItem => ({
  responseId: 1,
  songId: 'x',
  title: null,
  artist: null,
  channel: null,
  durationMs: 200_000,
  genres: ['Pop'],
  ...extra,
});
const review = (extra: Partial<ReviewItem>) => reviewItem(item(extra), catalogue);

describe('offline reviewer', () => {
  it('passes clean song data with a fitting genre', () => {
    expect(review({ title: 'Hello', artist: 'Adele', genres: ['Pop'] })).toBeNull();
  });

  it('flags packaging and suggests the clean title, artist and catalogue genres', () => {
    expect(
      review({
        title: 'Radiohead - Creep (Official Video) [HD]',
        channel: 'Radiohead',
        genres: [],
      }),
    ).toMatchObject({
      issues: expect.arrayContaining([
        'Title contains packaging: Official Video, HD',
        'Artist missing',
        'Genre missing',
      ]),
      suggestedTitle: 'Creep',
      suggestedArtist: 'Radiohead',
      suggestedGenres: ['Alternative Rock'],
      isCompilation: false,
    });
  });

  it('flags an artist that is a channel name and splits VEVO names', () => {
    const r = review({ title: 'Hello', artist: 'AdeleVEVO', channel: 'AdeleVEVO' });
    expect(r!.issues).toContain('Artist is a channel name (AdeleVEVO)');
    expect(r!.suggestedArtist).toBe('Adele');
    expect(review({ title: 'Hello', artist: 'Adele - Topic' })!.suggestedArtist).toBe('Adele');
  });

  it('flags swapped artist and title, from the title or from the stored fields', () => {
    expect(review({ title: 'Creep - Radiohead', genres: ['Alternative Rock'] })).toMatchObject({
      issues: expect.arrayContaining(['Artist and title look swapped']),
      suggestedTitle: 'Creep',
      suggestedArtist: 'Radiohead',
    });
    expect(
      review({ title: 'Radiohead', artist: 'Karma Police', genres: ['Alternative Rock'] }),
    ).toMatchObject({
      suggestedTitle: 'Karma Police',
      suggestedArtist: 'Radiohead',
    });
  });

  it('flags featured artists in the title and moves them to the artist', () => {
    expect(
      review({ title: 'One More Time (feat. Romanthony)', artist: 'Daft Punk', genres: ['House'] }),
    ).toMatchObject({
      issues: ['Featured artists in the title instead of the artist field'],
      suggestedTitle: 'One More Time',
      suggestedArtist: 'Daft Punk feat. Romanthony',
    });
  });

  it('flags titles in capitals and title-cases them, or uses the catalogue spelling', () => {
    expect(review({ title: 'SET FIRE TO THE RAIN', artist: 'Adele' })).toMatchObject({
      issues: ['Title in capitals'],
      suggestedTitle: 'Set Fire to the Rain',
    });
    expect(
      review({ title: 'KARMA POLICE', artist: 'Radiohead', genres: ['Alternative Rock'] }),
    ).toMatchObject({
      issues: ['Title in capitals'],
      suggestedTitle: 'Karma Police',
    });
  });

  it('flags a genre that contradicts the catalogue', () => {
    expect(review({ title: 'Creep', artist: 'Radiohead', genres: ['Jazz'] })).toMatchObject({
      issues: ['Genre contradicts the catalogue (Alternative Rock)'],
      suggestedGenres: ['Alternative Rock'],
    });
  });

  it('marks compilations from duration and from words, and multi-artist uploads', () => {
    expect(
      review({
        title: 'Rainy jazz cafe',
        artist: 'Lofi Vibes',
        durationMs: 3 * 3_600_000,
        genres: ['Jazz'],
      }),
    ).toMatchObject({
      isCompilation: true,
      likelyYtOnly: true,
      issues: ['Compilation: 3 h 0 min long'],
    });
    expect(review({ title: 'Adele - 21 (Full Album)', genres: ['Pop'] })!.isCompilation).toBe(true);
    expect(
      review({ title: 'Various Artists - Summer Hits', durationMs: 240_000, genres: ['Pop'] })!
        .isCompilation,
    ).toBe(true);
  });

  it('marks likely YouTube-only uploads: covers, live bootlegs, unknown uploaders', () => {
    expect(
      review({ title: 'Creep (acoustic cover)', artist: 'Some Busker', genres: [] })!.likelyYtOnly,
    ).toBe(true);
    expect(review({ title: 'Creep', artist: 'Radiohead', genres: [] })!.likelyYtOnly).toBe(false);
  });
});
