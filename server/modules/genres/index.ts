/** What other modules may call of genres besides its service: the reserved genre's creation, and the visible genres of many requests or answers. */
export { ensureReservedGenres } from './genre-categories';
export { visibleGenresOf } from './visible-genres';
