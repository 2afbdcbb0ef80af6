/**
 * The activity tests' entries: Ana (the viewer) and Eli, an entry of each type on Eli's request,
 * and its card rendered. Not a test file itself.
 */
import type { ActivityItem, ActivityType, PublicUser } from '@common/schemas';
import { aRequestSummary } from '../../testing/factories';
import { renderWithApp } from '../../testing/render';
import { ActivityCard } from './components/activity-card';

export const me: PublicUser = { id: 1, displayName: 'Ana', slug: 'ana', profilePicture: null };
export const eli: PublicUser = { id: 2, displayName: 'Eli', slug: 'eli', profilePicture: null };

/**
 * An entry of `type` from 3 minutes ago on Eli's request "Songs for rain": where the type has an
 * answer, Ana's Bohemian Rhapsody; Eli is whoever else acted.
 */
export function anActivity(
  type: ActivityType,
  overrides: Partial<ActivityItem['data']> = {},
): ActivityItem {
  const hasResponse = type !== 'request_created' && type !== 'request_upvoted_by_other';
  return {
    id: `${type}:1`,
    type,
    timestamp: new Date(Date.now() - 3 * 60_000).toISOString(),
    data: {
      user: me,
      request: aRequestSummary(eli),
      response: hasResponse
        ? {
            id: 5,
            requestId: 9,
            songData: {
              id: 'fJ9rUzIMcZQ',
              videoId: 'fJ9rUzIMcZQ',
              name: 'Bohemian Rhapsody',
              artist: 'Queen',
            },
            comment: 'Epic',
            user: me,
            upvotes: 0,
            saves: 1,
            createdAt: new Date().toISOString(),
          }
        : null,
      requestUser: eli,
      responseUser: hasResponse ? me : null,
      saver: type === 'song_saved' ? me : type === 'response_saved_by_other' ? eli : null,
      upvoter: type.endsWith('upvoted_by_other') ? eli : null,
      cosigner: type === 'response_cosigned_by_other' ? eli : null,
      savedAt: null,
      ...overrides,
    },
  };
}

/** The entry's card as Ana sees it. */
export function renderCard(entry: ActivityItem) {
  return renderWithApp(<ActivityCard item={entry} viewerId={me.id} />);
}
