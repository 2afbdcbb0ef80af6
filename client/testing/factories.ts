/**
 * Factories of API entities for component tests: complete,
 * contract-valid objects (client/lib/dev-contract.ts parses answers in tests) with overrides.
 * Not a test file itself.
 */
import type {
  PublicUser,
  RequestItem,
  RequestSummary,
  ResponseItem,
  SessionUser,
  SongData,
} from '@common/schemas';
import type { NotificationGroup } from '@common/schemas/notifications';

export const ME: SessionUser = {
  id: 7,
  displayName: 'Ana Lima',
  slug: 'ana-lima',
  profilePicture: null,
  email: 'ana@example.com',
  role: 'member',
  genres: [],
};
export const BEN: PublicUser = {
  id: 8,
  displayName: 'Ben Okafor',
  slug: 'ben-okafor',
  profilePicture: null,
};

/** Another member: the one blocked or followed in the moderation and follow tests. */
export const DAVE: PublicUser = {
  id: 4,
  displayName: 'Dave Doe',
  slug: 'dave-doe',
  profilePicture: null,
};

/** A catalogue song, playable on YouTube. */
export const BOHEMIAN_RHAPSODY: SongData = {
  id: 'fJ9rUzIMcZQ',
  videoId: 'fJ9rUzIMcZQ',
  name: 'Bohemian Rhapsody',
  artist: 'Queen',
  playable: true,
  source: 'catalog',
};

export function aRequest(overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 42,
    type: 'text',
    content: 'Songs for a rainy Sunday',
    caption: null,
    gifUrl: null,
    songId: null,
    songData: null,
    user: BEN,
    genres: [{ id: 1, name: 'Jazz' }],
    upvotes: 2,
    responses: 2,
    userHasResponded: false,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    viewer: { upvoted: false },
    ...overrides,
  };
}

/** Request 9, "Songs for rain", by `user`, as activity entries and saved-song groups carry it. */
export function aRequestSummary(
  user: PublicUser,
  overrides: Partial<RequestSummary> = {},
): RequestSummary {
  return {
    id: 9,
    type: 'text',
    content: 'Songs for rain',
    gifUrl: null,
    songData: null,
    responses: 2,
    user,
    ...overrides,
  };
}

export function aResponse(id: number, overrides: Partial<ResponseItem> = {}): ResponseItem {
  const videoId = `vid${id}`.padEnd(11, 'x');
  return {
    id,
    requestId: 42,
    songId: videoId,
    songData: { id: videoId, videoId, name: `Song ${id}`, artist: `Artist ${id}` },
    comment: `Comment ${id}`,
    user: BEN,
    upvotes: 1,
    saves: 3,
    plays: 0,
    cosigns: 0,
    verdict: null,
    genres: [],
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    viewer: { upvoted: false, saved: false, savedId: null },
    ...overrides,
  };
}

/** A read notification group: Ana upvoted answer `requestId * 10` on request `requestId`. */
export function aNotificationGroup(
  requestId: number,
  overrides: Partial<NotificationGroup> = {},
): NotificationGroup {
  return {
    type: 'response_upvoted',
    requestId,
    responseId: requestId * 10,
    genre: null,
    count: 1,
    latestActor: { id: 2, displayName: 'Ana' },
    actorCount: 1,
    requestText: `Request ${requestId}`,
    songTitle: null,
    verdict: null,
    unread: false,
    latestAt: new Date().toISOString(),
    ...overrides,
  };
}
