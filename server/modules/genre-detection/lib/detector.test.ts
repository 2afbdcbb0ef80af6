import { describe, expect, it } from 'vitest';
import { GenreDetector } from './detector';
import type { CatalogueSong, Taxonomy } from './detector-types';
import { channelArtist, songReadings, stripPackaging } from './song-title';
import { normalizeKey, PhraseMatcher, tokenize } from './text';

const names = [
  'Rock',
  'Alternative Rock',
  'Pop',
  'Dance Pop',
  'Synth-pop',
  'Hip Hop',
  'R&B',
  'House',
  'Soul',
  'Funk',
  'Classical',
  'Country',
  'Música Popular',
  'Electronic',
  'Dance',
  'Grunge',
  'Heavy Metal',
  'Christmas',
  'Old Genre',
  '__no_genre_detected__',
];
const taxonomy: Taxonomy = {
  genres: names.map((name, i) => ({ id: i + 1, name })),
  aliases: [{ alias: 'mpb', genreId: 13 }],
  redirects: [{ oldGenreId: 19, newGenreId: 1 }],
};
const id = (name: string) => names.indexOf(name) + 1;
const catalogue: CatalogueSong[] = [
  { title: 'Paranoid Android', artist: 'Radiohead', genre: 'Alternative Rock' },
  { title: 'Creep', artist: 'Radiohead', genre: 'Alternative Rock' },
  { title: 'Karma Police', artist: 'Radiohead', genre: 'Alternative Rock|Rock' },
  { title: 'Smells Like Teen Spirit', artist: 'Nirvana', genre: 'Grunge' },
  { title: 'Bohemian Rhapsody', artist: 'Queen', genre: 'Rock' },
  { title: "Don't Stop Me Now", artist: 'Queen', genre: 'Rock' },
  { title: 'Shake It Off', artist: 'Taylor Swift', genre: 'Dance Pop' },
  { title: 'Blank Space', artist: 'Taylor Swift', genre: 'Pop' },
  { title: 'Hello', artist: 'Adele', genre: 'Pop/Soul' },
  { title: 'Some Old Song', artist: 'Redirected Band', genre: 'Old Genre' },
  { title: 'Unlabelled', artist: 'Nobody Knows', genre: null },
];
const detector = new GenreDetector(taxonomy, catalogue);

describe('text helpers', () => {
  it('folds accents, case, possessives and punctuation into words', () => {
    expect(normalizeKey("Radiohead's  KID A!")).toBe('radiohead kid a');
    expect(normalizeKey('R&B')).toBe('r and b');
    expect(tokenize('Música-Popular')).toEqual(['musica', 'popular']);
  });
  it('matches the longest phrase, word-bounded', () => {
    const m = new PhraseMatcher<string>();
    m.add('rock', 'r');
    m.add('alternative rock', 'ar');
    expect(
      m.findAll(tokenize('some alternative rock and rocky roads')).map((x) => x.values[0]),
    ).toEqual(['ar']);
  });
  it('reads video titles and channels', () => {
    expect(stripPackaging('Creep (Official Music Video) [4K]')).toBe('Creep');
    expect(stripPackaging('Hello feat. Someone')).toBe('Hello');
    expect(channelArtist('TaylorSwiftVEVO')).toBe('Taylor Swift');
    expect(channelArtist('Adele - Topic')).toBe('Adele');
    expect(songReadings('Radiohead - Creep (Official Video)')[0]).toEqual({
      artist: 'radiohead',
      title: 'creep',
    });
  });
});

describe('GenreDetector.detectSong', () => {
  it('tags a known song with its catalogue genres, either side of the dash', () => {
    expect(
      detector.detectSong({ title: 'Nirvana - Smells Like Teen Spirit (Official Music Video)' }),
    ).toMatchObject({
      genreIds: [id('Grunge')],
      source: 'catalogue-song',
    });
    expect(detector.detectSong({ title: 'Smells Like Teen Spirit - Nirvana' }).genreIds).toEqual([
      id('Grunge'),
    ]);
    expect(detector.detectSong({ title: 'Hello', channel: 'AdeleVEVO' }).genreIds).toEqual([
      id('Pop'),
      id('Soul'),
    ]);
  });

  it('tags an unknown song by a known artist with the artist’s main genres', () => {
    const result = detector.detectSong({ title: 'Radiohead - No Surprises' });
    expect(result.source).toBe('catalogue-artist');
    expect(result.genreIds).toEqual([id('Alternative Rock')]);
    expect(
      detector.detectSong({ title: 'Style', channel: 'Taylor Swift - Topic' }).genreIds.sort(),
    ).toEqual([id('Pop'), id('Dance Pop')].sort());
  });

  it('follows genre redirects', () => {
    expect(detector.detectSong({ title: 'Redirected Band - Another One' }).genreIds).toEqual([
      id('Rock'),
    ]);
  });

  it('leaves one song out for evaluation', () => {
    const song = catalogue[3]!;
    expect(
      detector.detectSong({ title: song.title, artist: song.artist }, { exclude: song }),
    ).toMatchObject({ genreIds: [], source: 'none' });
    expect(
      detector.detectSong({ title: 'Creep', artist: 'Radiohead' }, { exclude: catalogue[1] }),
    ).toMatchObject({
      // Without Creep: Alternative Rock twice, Rock once (≥ half the top count, so it counts).
      genreIds: [id('Alternative Rock'), id('Rock')],
      source: 'catalogue-artist',
    });
  });

  it('uses distinctive genre names and keywords in titles, but not everyday words', () => {
    expect(detector.detectSong({ title: 'Unknown Band - Heavy Metal Thunder' }).genreIds).toEqual([
      id('Heavy Metal'),
    ]);
    expect(detector.detectSong({ title: 'The Animals - House of the Rising Sun' })).toMatchObject({
      genreIds: [],
      source: 'none',
    });
    expect(detector.detectSong({ title: 'Chopin - Nocturne Op. 9 No. 2' })).toMatchObject({
      genreIds: [id('Classical')],
      source: 'title-keyword',
    });
    expect(detector.detectSong({ title: 'All I Want for Christmas Is You' }).genreIds).toEqual([
      id('Christmas'),
    ]);
  });

  it('finds nothing for an unknown song', () => {
    expect(detector.detectSong({ title: 'zzz - qqq', channel: 'someone' })).toEqual({
      genreIds: [],
      source: 'none',
      suggestions: [],
      mentionedArtists: [],
    });
  });
});

describe('GenreDetector.detectRequest', () => {
  it('reads genre names and aliases, accent- and case-insensitively', () => {
    expect(
      detector.detectRequest({ type: 'text', content: 'Need some SYNTHPOP and r&b' }).genreIds,
    ).toEqual([id('Synth-pop'), id('R&B')]);
    expect(
      detector.detectRequest({ type: 'text', content: 'musica popular brasileira' }).genreIds,
    ).toEqual([id('Música Popular')]);
    expect(
      detector.detectRequest({ type: 'text', content: 'classic MPB please' }).genreIds,
    ).toEqual([id('Música Popular')]);
  });

  it('needs a music word next to an everyday genre word', () => {
    expect(
      detector.detectRequest({ type: 'text', content: 'songs for my house party' }).source,
    ).not.toBe('text-genre');
    expect(
      detector.detectRequest({ type: 'text', content: 'deep cuts of house music' }).genreIds,
    ).toEqual([id('House')]);
    expect(
      detector.detectRequest({ type: 'text', content: 'soul and funk for sunday' }).genreIds,
    ).toEqual([id('Soul'), id('Funk')]);
    expect(
      detector.detectRequest({ type: 'text', content: 'music that touches the soul' }).source,
    ).toBe('none');
  });

  it('recognises artists mentioned in the text', () => {
    const result = detector.detectRequest({
      type: 'text',
      content: "Songs like Radiohead's Kid A?",
    });
    expect(result).toMatchObject({
      source: 'text-artist',
      genreIds: [id('Alternative Rock')],
      mentionedArtists: ['radiohead'],
    });
    expect(
      detector.detectRequest({ type: 'text', content: 'more like taylor swift' }).mentionedArtists,
    ).toEqual(['taylor swift']);
    // One-word names only when capitalised: "queen" as a word is not the band.
    expect(
      detector.detectRequest({ type: 'text', content: 'songs about a queen' }).mentionedArtists,
    ).toEqual([]);
    expect(
      detector.detectRequest({ type: 'text', content: 'something like Queen' }).genreIds,
    ).toEqual([id('Rock')]);
  });

  it('trusts a known slts song over the text', () => {
    const result = detector.detectRequest({
      type: 'slts',
      content: 'but more country music',
      song: { title: 'Creep', artist: 'Radiohead' },
    });
    expect(result).toMatchObject({ source: 'catalogue-song', genreIds: [id('Alternative Rock')] });
  });

  it('uses the GIF title', () => {
    expect(
      detector.detectRequest({ type: 'gif', content: null, gifTitle: 'Dancing to hip-hop' })
        .genreIds,
    ).toEqual([id('Hip Hop')]);
  });

  it('suggests unknown genre-like phrases and never hidden genres', () => {
    const result = detector.detectRequest({
      type: 'text',
      content: 'some bedroom pop or cottagecore, also good rock music',
    });
    expect(result.suggestions).toEqual(['bedroom pop', 'cottagecore']);
    expect(result.genreIds).toEqual([id('Rock')]);
    expect(
      detector.detectRequest({ type: 'text', content: '__no_genre_detected__' }).genreIds,
    ).toEqual([]);
  });
});

describe('artist mentions in title-cased or messy text', () => {
  it('ignores a one-word artist at a sentence start or inside a longer name', () => {
    expect(
      detector.detectRequest({ type: 'text', content: 'Queen songs please' }).mentionedArtists,
    ).toEqual([]);
    expect(
      detector.detectRequest({ type: 'text', content: 'Songs like "Prom Queen" by Molly' })
        .mentionedArtists,
    ).toEqual([]);
    expect(
      detector.detectRequest({ type: 'text', content: 'All dead, all dead - Queen' })
        .mentionedArtists,
    ).toEqual(['queen']);
    expect(
      detector.detectRequest({ type: 'text', content: "I love Queen's Bohemian Rhapsody" })
        .mentionedArtists,
    ).toEqual(['queen']);
  });
  it('skips a genre named to exclude it', () => {
    expect(
      detector.detectRequest({ type: 'text', content: 'anything without the grunge' }).genreIds,
    ).toEqual([]);
  });
});
