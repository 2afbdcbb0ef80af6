/** What other modules may use of quality review: the song as members see it after its fixes. */
export { displayedSong, displayedSongColumn, displayedSongSql } from './displayed-song';
