/**
 * Public entry points of the genre-detection feature (server module `genre-detection`): the
 * /processing screen's tagging box, stats cards, Requests tab and no-genre responses, and the genre
 * and response editors quality-review reuses. Other features import only from here (eslint.config.js).
 */
export {
  PROCESSING_PAGE_SIZE,
  useDashboardStats,
  useGenrePickList,
  useNoGenreRequests,
  useRefreshProcessing,
} from './api/genre-detection-api';
export { NoGenreResponses } from './components/no-genre-responses';
export { RequestsTab } from './components/requests-tab';
export {
  ResponseEditor,
  type ResponseDraft,
  type ResponseEditSaver,
} from './components/response-editor';
export { EditButton, SaveCancel, SongLines } from './components/review-parts';
export { StatsCards } from './components/stats-cards';
export { TaggingStatsBox } from './components/tagging-stats-box';
export type { EditKey, EditState, ReviewListProps } from './lib/edit-state';
export { formatTime } from './lib/list-text';
