/**
 * SQL of automatic genre detection, one file per concern, re-exported here so the module's
 * services keep one import: shared types and input hashes (genre-detection.db.ts), the job queue
 * (genre-detection-jobs), item inputs and genre writes (genre-detection-writes), processing_status
 * (genre-detection-status), and the taxonomy, catalogue and staff lists (genre-detection-staff).
 * Runs unchanged on PGlite and PostgreSQL.
 */
export {
  STATUS,
  detectionStatusType,
  reprocessStatusType,
  type Db,
  type ItemType,
} from './genre-detection.db';
export * from './genre-detection-jobs.repository';
export * from './genre-detection-writes.repository';
export * from './genre-detection-status.repository';
export * from './genre-detection-staff.repository';
