/** The taxonomy's parent/child relation MAGIC matches through, and its weights. */
import { describe, expect, it } from 'vitest';
import { favouriteGenreWeights, genreAncestry, GENRE_MATCH_WEIGHTS } from './magic-genre-tree';

const genres = [
  { id: 1, name: 'Hip Hop' },
  { id: 2, name: 'Old School Hip Hop' },
  { id: 3, name: 'Trap' },
  { id: 4, name: 'House' },
  { id: 5, name: 'Deep House' },
  { id: 6, name: 'Electronic' },
  { id: 7, name: 'Funk' },
  { id: 8, name: 'Disco' },
  { id: 9, name: 'Boogie' },
];
const categories = [
  { name: 'Hip Hop', genreIds: [1, 2, 3] },
  { name: 'Electronic', genreIds: [6, 4, 5] },
  { name: 'Funk & Disco', genreIds: [7, 8, 9] },
];
// Shaped like data/genres/beets_genre_tree.json: lower-case names, ancestors root first.
const tree = [
  { name: 'electronic', path: [] },
  { name: 'house', path: ['electronic'] },
  { name: 'deep house', path: ['electronic', 'house'] },
  { name: 'hip hop', path: [] },
  { name: 'old school hip hop', path: ['hip hop'] },
];

describe('genreAncestry', () => {
  const pairs = genreAncestry(genres, categories, tree);
  const has = (child: number, ancestor: number) =>
    pairs.some((p) => p.child === child && p.ancestor === ancestor);

  it('reads ancestors from the beets tree, every level up, by name whatever the spelling', () => {
    expect(has(5, 4)).toBe(true); // Deep House → House
    expect(has(5, 6)).toBe(true); // Deep House → Electronic
    expect(has(2, 1)).toBe(true); // Old School Hip Hop → Hip Hop
    expect(has(4, 5)).toBe(false);
  });

  it('makes a category named after a genre (or one part of "A & B") the ancestor of its other genres', () => {
    expect(has(3, 1)).toBe(true); // Trap is in the Hip Hop category
    expect(has(9, 7)).toBe(true); // Boogie under Funk & Disco
    expect(has(9, 8)).toBe(true);
    expect(has(7, 8)).toBe(false); // the two heads are not each other's children
    expect(pairs.some((p) => p.child === p.ancestor)).toBe(false);
  });

  it('is unique and ordered', () => {
    expect(new Set(pairs.map((p) => `${p.child},${p.ancestor}`)).size).toBe(pairs.length);
    expect(genreAncestry([...genres].reverse(), [...categories].reverse(), tree)).toEqual(pairs);
  });
});

describe('favouriteGenreWeights', () => {
  const pairs = genreAncestry(genres, categories, tree);
  it('gives a favourite 1, its children 0.8 and its parents 0.4, the strongest relation winning', () => {
    const hipHopFan = favouriteGenreWeights([1], pairs);
    expect(hipHopFan.get(1)).toBe(GENRE_MATCH_WEIGHTS.exact);
    expect(hipHopFan.get(2)).toBe(GENRE_MATCH_WEIGHTS.child);
    expect(hipHopFan.get(4)).toBeUndefined();
    const oldSchoolFan = favouriteGenreWeights([2], pairs);
    expect(oldSchoolFan.get(1)).toBe(GENRE_MATCH_WEIGHTS.parent);
    expect(oldSchoolFan.get(3)).toBeUndefined(); // a sibling is no match
    expect(favouriteGenreWeights([1, 2], pairs).get(2)).toBe(1);
    expect(GENRE_MATCH_WEIGHTS.child).toBeGreaterThan(GENRE_MATCH_WEIGHTS.parent);
  });
});
