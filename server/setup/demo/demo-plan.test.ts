/**
 * The pure demo planner: requests are tagged with what the project's genre detector reads in their
 * text (nothing found → no tag, never a favourite of the author), their GIF or "songs like this"
 * song agrees with those tags (the artist it names, else the genre it names, else it is a text
 * request), every answer fits (a named artist or a tag), a request the catalogue cannot answer
 * stays unanswered, and the same seed plans the same community.
 */
import { describe, expect, it } from 'vitest';
import { GenreDetector } from '../../modules/genre-detection/lib/detector';
import { planDemoCommunity, type DemoSong } from './demo-plan';

const GENRES = [
  'Pop',
  'Rock',
  'Jazz',
  'Soul',
  'Funk',
  'Metal',
  'Punk Rock',
  'Blues',
  'Folk',
  'House',
  'Techno',
  'Disco',
  'Hip Hop',
  'Kompa',
].map((name, i) => ({ id: i + 1, name }));
const id = (name: string) => GENRES.find((g) => g.name === name)!.id;
const ARTISTS: [string, string][] = [
  ['Nina Velvet Quartet', 'Jazz'],
  ['Rex Thunder Band', 'Rock'],
  ['Lil Stoop Kid', 'Hip-Hop'],
  ['Marta Lindqvist Trio', 'Folk'],
  ['Disco Lantern Club', 'Disco'],
  ['Grey Pylon Collective', 'Techno'],
];
const SONGS: DemoSong[] = Array.from({ length: 60 }, (_, i) => {
  const [artist, genre] = ARTISTS[i % ARTISTS.length]!;
  return {
    videoId: `video${String(i).padStart(6, '0')}`,
    title: `Tune number ${i}`,
    artist,
    genre,
  };
});
// Three kinds of request text: naming an artist, naming a genre, naming neither.
const TEXTS = [
  ...Array.from({ length: 20 }, (_, i) => ({
    text: `Songs like ${ARTISTS[i % ARTISTS.length]![0]} for night ${i}?`,
    artists: [],
  })),
  ...Array.from({ length: 20 }, (_, i) => ({
    text: `Any good ${['jazz', 'folk', 'techno', 'disco'][i % 4]} records, take ${i}?`,
    artists: [],
  })),
  // Blues is in the taxonomy but not in the catalogue: nothing could answer these fittingly.
  ...Array.from({ length: 4 }, (_, i) => ({
    text: `Any good blues records, round ${i}?`,
    artists: [],
  })),
  ...Array.from({ length: 20 }, (_, i) => ({
    text: `Something for my grandmother's birthday, round ${i}`,
    artists: [],
  })),
];
const detector = new GenreDetector({ genres: GENRES }, SONGS);
const now = new Date('2026-11-20T12:00:00Z');
const input = {
  texts: TEXTS,
  songs: SONGS,
  genres: GENRES,
  gifTitles: ['Vinyl record spinning', 'Equalizer bars', 'Techno lasers'],
  maxTextLength: 240,
  detector,
};
const counts = { members: 6, requests: 60, responses: 90, days: 30 };
const textOnly = (content: string) => detector.detectRequest({ type: 'text', content });
const plan = planDemoCommunity(input, counts, { now, seed: 7 });

describe('demo plan', () => {
  it('plans the same community for the same seed, never answering your own request', () => {
    expect(planDemoCommunity(input, counts, { now, seed: 7 })).toEqual(plan);
    expect(plan.responses).toHaveLength(90);
    expect(plan.responses.every((r) => r.author !== plan.requests[r.request]!.author)).toBe(true);
  });

  it('tags every request with what the detector reads in its text, and its GIF or song agrees', () => {
    for (const r of plan.requests) {
      expect(r.genreIds, r.content).toEqual(textOnly(r.content).genreIds);
      if (r.type === 'text') continue;
      const gifTitle = r.gif === null ? null : input.gifTitles[r.gif];
      const detected = detector.detectRequest({
        type: r.type,
        content: r.content,
        gifTitle,
        song: r.song && { title: r.song.title, artist: r.song.artist },
      }).genreIds;
      // What detection would read with the GIF or song attached names nothing the text does not.
      if (r.genreIds.length === 0) expect(detected, r.content).toEqual([]);
      else
        expect(
          detected.some((g) => r.genreIds.includes(g)),
          r.content,
        ).toBe(true);
    }
    const gifs = plan.requests.filter((r) => r.type === 'gif');
    expect(gifs.length).toBeGreaterThan(3);
    // The techno GIF only ever illustrates a techno request.
    for (const r of gifs.filter((g) => g.gif === 2)) expect(r.genreIds).toContain(id('Techno'));
    const vague = plan.requests.filter((r) => r.content.includes('grandmother'));
    expect(vague.length).toBeGreaterThan(5);
    for (const r of vague) expect(r.genreIds).toEqual([]);
    // Kompa is in nobody's catalogue and no text names it: a guess from taste would show it up.
    expect(plan.requests.some((r) => r.genreIds.includes(id('Kompa')))).toBe(false);
    const jazz = plan.requests.filter((r) => r.content.includes('Any good jazz'));
    expect(jazz.length).toBeGreaterThan(0);
    for (const r of jazz) expect(r.genreIds).toContain(id('Jazz'));
    // A request naming an artist is tagged with that artist's catalogue genre.
    for (const r of plan.requests.filter((q) => q.content.includes('Lil Stoop Kid')))
      expect(r.genreIds).toEqual([id('Hip Hop')]);
  });

  it('answers only with songs that fit: by the artist the text names or of one of its tags', () => {
    expect(plan.responses.every((a) => a.fit === 'artist' || a.fit === 'genre')).toBe(true);
    for (const a of plan.responses) {
      const request = plan.requests[a.request]!;
      const byNamedArtist = request.content.includes(a.song.artist);
      expect(
        byNamedArtist || a.genreIds.some((g) => request.genreIds.includes(g)),
        `${a.song.artist} for "${request.content}"`,
      ).toBe(true);
    }
    // Blues requests, which the catalogue cannot answer, and vague ones stay unanswered.
    const answered = new Set(plan.responses.map((a) => a.request));
    plan.requests.forEach((r, i) => {
      if (/blues|grandmother/.test(r.content)) expect(answered.has(i), r.content).toBe(false);
    });
    expect(plan.requests.some((r) => r.content.includes('blues'))).toBe(true);
  });

  it('gives a "songs like this" request a song of the artist it names, else of the genre it names, else makes it a text request', () => {
    const slts = plan.requests.filter((r) => r.type === 'slts');
    expect(slts.length).toBeGreaterThan(3);
    for (const r of slts) {
      const artist = ARTISTS.find(([name]) => r.content.includes(name));
      if (artist) {
        expect(r.song!.artist).toBe(artist[0]);
        continue;
      }
      const genre = /Any good (\w+)/.exec(r.content)?.[1];
      expect(genre, r.content).toBeDefined();
      expect(r.song!.genre!.toLowerCase()).toBe(genre);
    }
    expect(slts.some((r) => r.content.includes('grandmother'))).toBe(false);
    // Two slots in six ask for "songs like this": the vague texts in them became text requests.
    const vagueInSlot = plan.requests.filter(
      (r, i) => (i % 6 === 1 || i % 6 === 3) && r.content.includes('grandmother'),
    );
    expect(vagueInSlot.length).toBeGreaterThan(0);
    expect(vagueInSlot.every((r) => r.type === 'text' && r.song === null)).toBe(true);
  });

  it("draws members' favourite genres from the genres the catalogue has, mostly", () => {
    const catalogue = new Set(['Jazz', 'Rock', 'Hip Hop', 'Folk', 'Disco', 'Techno'].map(id));
    const favourites = plan.members.flatMap((m) => m.genreIds);
    expect(favourites.filter((g) => catalogue.has(g)).length / favourites.length).toBeGreaterThan(
      0.7,
    );
  });
});
