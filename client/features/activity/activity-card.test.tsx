// @vitest-environment jsdom
/** Activity entries (spec 000 §2 "activity cards"): the wording of all six types, links and Play All. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ActivityItem, ActivityType, PublicUser } from '@common/schemas';
import { createQueryClient } from '../../lib/query-client';
import { activitySentence, ActivityCard } from './components/activity-card';
import { activityPlaylist } from './components/activity-feed';

afterEach(cleanup);

const me: PublicUser = { id: 1, displayName: 'Ana', slug: 'ana', profilePicture: null };
const eli: PublicUser = { id: 2, displayName: 'Eli', slug: 'eli', profilePicture: null };

function item(type: ActivityType, overrides: Partial<ActivityItem['data']> = {}): ActivityItem {
  const hasResponse = type !== 'request_created' && type !== 'request_upvoted_by_other';
  return {
    id: `${type}:1`,
    type,
    timestamp: new Date(Date.now() - 3 * 3600_000).toISOString(),
    data: {
      user: me,
      request: {
        id: 9,
        type: 'text',
        content: 'Songs for rain',
        gifUrl: null,
        songData: null,
        responses: 2,
        user: eli,
      },
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

function renderCard(entry: ActivityItem) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ActivityCard item={entry} viewerId={me.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ActivityCard', () => {
  it.each([
    ['request_created', 'You created a request'],
    ['response_created', 'You recommended a song'],
    ['song_saved', 'You saved a song'],
    ['response_saved_by_other', 'Eli saved your recommendation'],
    ['request_upvoted_by_other', 'Eli upvoted your request'],
    ['response_upvoted_by_other', 'Eli upvoted your recommendation'],
    ['response_cosigned_by_other', 'Eli co-signed your recommendation'],
  ] as const)('words %s as "%s"', (type, sentence) => {
    const entry = item(type);
    expect(activitySentence(entry, me.id)).toBe(sentence);
    renderCard(entry);
    const card = screen.getByTestId('activity-card');
    expect(card).toHaveTextContent(sentence);
    expect(card).toHaveTextContent('3h');
    expect(within(card).getByRole('link', { name: /Songs for rain/ })).toHaveAttribute(
      'href',
      '/requests/9',
    );
  });

  it("links other members' names to their profiles, never the viewer's own", () => {
    renderCard(item('response_saved_by_other'));
    expect(screen.getByRole('link', { name: 'Eli' })).toHaveAttribute('href', '/profile/eli');
    cleanup();
    renderCard(
      item('song_saved', { response: { ...item('song_saved').data.response!, user: eli } }),
    );
    expect(screen.queryByRole('link', { name: 'Ana' })).not.toBeInTheDocument();
    // A saved song names who recommended it.
    expect(screen.getByTestId('activity-card')).toHaveTextContent('Recommended by Eli');
    expect(screen.getByRole('button', { name: 'Play Bohemian Rhapsody' })).toBeEnabled();
  });

  it('builds the Play All playlist from recommendations only', () => {
    const list = activityPlaylist([
      item('request_created'),
      item('response_created'),
      item('song_saved'),
    ]);
    expect(list).toEqual([
      {
        song: expect.objectContaining({ name: 'Bohemian Rhapsody' }),
        responseId: 5,
        requestId: 9,
        responderName: 'Ana',
        comment: 'Epic',
      },
    ]);
  });
});
