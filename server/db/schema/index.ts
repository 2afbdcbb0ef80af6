/** The whole Drizzle schema: spec 001 §3 plus sessions, roles and the song catalogue. */
export * from './users';
export * from './genres';
export * from './requests';
export * from './operations';
export * from './songs';
export * from './plays';
export * from './song-search-cache';
export * from './profile-pictures';
