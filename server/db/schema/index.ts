/** The whole Drizzle schema: spec 001 §3 plus sessions, roles and the song catalogue. */
export * from './users';
export * from './genres';
export * from './requests';
export * from './operations';
export * from './songs';
export * from './plays';
export * from './song-search-cache';
export * from './genre-detection';
export * from './spotify';
export * from './rate-limits';
export * from './accounts';
export * from './profile-pictures';
export * from './notifications';
export * from './magic-rankings';
export * from './moderation';
export * from './idempotency';
export * from './user-follows';
