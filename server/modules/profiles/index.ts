/** What other modules may use of profiles: the taste match, per row of a list or for one member. */
export { favouriteGenreCountSql, sharedGenresSql, toTasteMatch } from './taste-match-sql';
