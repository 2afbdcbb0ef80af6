// @vitest-environment jsdom
/** Activity entries in German (decision 047): the sentence for "you" and for another member, the time. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ActivityItem, ActivityType, PublicUser } from '@common/schemas';
import { createI18n, i18nScope } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { activitySentence, ActivityCard } from './components/activity-card';

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  i18nScope.current = english;
});

const me: PublicUser = { id: 1, displayName: 'Ana', slug: 'ana', profilePicture: null };
const eli: PublicUser = { id: 2, displayName: 'Eli', slug: 'eli', profilePicture: null };

function item(type: ActivityType, actor: PublicUser): ActivityItem {
  return {
    id: `${type}:1`,
    type,
    timestamp: new Date(Date.now() - 3 * 60_000).toISOString(),
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
      response: null,
      requestUser: eli,
      responseUser: null,
      saver: null,
      upvoter: actor === eli ? eli : null,
      cosigner: null,
      savedAt: null,
    },
  };
}

describe('activity in German', () => {
  it("words the viewer's own entry and another member's, linking the name", async () => {
    const i18n = await createI18n('de');
    i18nScope.current = () => i18n;
    expect(activitySentence(item('request_created', me), me.id)).toBe(
      'Du hast eine Anfrage erstellt',
    );
    expect(activitySentence(item('request_upvoted_by_other', eli), me.id)).toBe(
      'Eli hat deine Anfrage hochgevotet',
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ActivityCard item={item('request_upvoted_by_other', eli)} viewerId={me.id} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = screen.getByTestId('activity-card');
    expect(card).toHaveTextContent('Eli hat deine Anfrage hochgevotet');
    expect(screen.getByRole('link', { name: 'Eli' })).toHaveAttribute('href', '/profile/eli');
    expect(card).toHaveTextContent('3 Min.');
  });
});
