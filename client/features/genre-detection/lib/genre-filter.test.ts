/** The genre editor's search: accents and case do not matter, blank keeps all. */
import { describe, expect, it } from 'vitest';
import { filterGenres } from './genre-filter';

describe('genre filter', () => {
  it('filters genres accent- and case-insensitively', () => {
    expect(
      filterGenres(
        [
          { id: 1, name: 'Música Popular' },
          { id: 2, name: 'Rock' },
        ],
        'MUSICA',
      ),
    ).toEqual([{ id: 1, name: 'Música Popular' }]);
    expect(filterGenres([{ id: 2, name: 'Rock' }], '  ')).toHaveLength(1);
  });
});
