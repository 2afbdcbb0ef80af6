/**
 * What other modules may call of genre detection: queue an item (alone or as a CTE of a composed
 * write) in the writer's transaction, then wake this process's worker after the commit.
 */
export { enqueueGenreDetection, notifyGenreWork } from './genre-detection.queue';
export { genreDetectionJobsCte } from './genre-detection-jobs.repository';
