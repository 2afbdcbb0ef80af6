/** What other modules may call of genres besides its service: the reserved genre's creation. */
export { ensureReservedGenres } from './genre-categories';
