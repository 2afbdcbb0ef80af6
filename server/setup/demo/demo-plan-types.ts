/**
 * The shapes of a planned demo community (demo-plan.ts): what the planner takes, what it returns,
 * and the context its phases share (one seeded random stream, so a seed plans one community).
 */
import type {
  DetectionResult,
  RequestInput,
  SongInput,
} from '../../modules/genre-detection/lib/detector-types';

/** A catalogue song that plays (has a video id). */
export interface DemoSong {
  videoId: string;
  title: string;
  artist: string;
  /** The catalogue's genre label, e.g. "Hip-Hop", "Dance/Electronic"; null when unknown. */
  genre: string | null;
}

/** A genre of the taxonomy (hidden genres excluded by the caller). */
export interface DemoGenre {
  id: number;
  name: string;
}

/** One real request text with the artists it names (Deezer MusicRecoNER `entities`). */
export interface DemoText {
  text: string;
  artists: string[];
}

export interface DemoCounts {
  members: number;
  requests: number;
  responses: number;
  days: number;
}

export interface PlannedMember {
  displayName: string;
  email: string;
  role: 'member' | 'staff';
  createdAt: Date;
  genreIds: number[];
}

export interface PlannedRequest {
  /** Index into `members`. */
  author: number;
  type: 'text' | 'gif' | 'slts';
  content: string;
  /** For gif requests: index into the GIF list the caller passed. */
  gif: number | null;
  /** For slts requests: the song "like this". */
  song: DemoSong | null;
  genreIds: number[];
  createdAt: Date;
}

export interface PlannedResponse {
  request: number;
  author: number;
  song: DemoSong;
  comment: string;
  genreIds: number[];
  createdAt: Date;
  /**
   * Why this song: by an artist the request names, of one of its tags, of a genre under a tag in
   * the taxonomy, or none of these.
   */
  fit: 'artist' | 'genre' | 'related' | 'none';
}

export interface PlannedReaction {
  member: number;
  /** Index into requests (request upvotes) or responses (the rest). */
  target: number;
  createdAt: Date;
}

export interface PlannedFeedback {
  member: number;
  type: 'bug' | 'feedback';
  comment: string;
  status: 'unread' | 'in-progress' | 'fixed' | 'tabled';
  createdAt: Date;
}

export interface DemoPlan {
  members: PlannedMember[];
  requests: PlannedRequest[];
  responses: PlannedResponse[];
  requestUpvotes: PlannedReaction[];
  responseUpvotes: PlannedReaction[];
  saves: PlannedReaction[];
  plays: PlannedReaction[];
  feedback: PlannedFeedback[];
}

/**
 * What the planner needs of the project's genre detector (server/modules/genre-detection/lib/
 * detector.ts, GenreDetector fits): the same tags a request or song would get in the app.
 */
export interface DemoDetector {
  detectRequest(
    request: RequestInput,
  ): Pick<DetectionResult, 'genreIds' | 'source' | 'mentionedArtists'>;
  /** A song's genres: the catalogue song's, else its artist's most frequent ones. */
  detectSong(song: SongInput): Pick<DetectionResult, 'genreIds'>;
  genresOfLabel(label: string | null | undefined): number[];
}

/** What every planning phase shares. Phases draw from `random` in a fixed order (determinism). */
export interface PlanContext {
  /** The plan's "now", in ms since the epoch. */
  now: number;
  /** The planned period (`counts.days`), in ms. */
  span: number;
  random: () => number;
  /** A whole number in [0, n). */
  int: (n: number) => number;
  pick: <T>(list: readonly T[]) => T;
  detector: DemoDetector;
  /** Number of members who post (the staff account, last, does not). */
  memberCount: number;
}
