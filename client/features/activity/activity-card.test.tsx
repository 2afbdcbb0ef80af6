// @vitest-environment jsdom
/** Activity entries (spec 000 §2 "activity cards"): the wording of all six types, links and Play All. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { activitySentence } from './components/activity-card';
import { anActivity, eli, me, renderCard } from './activity-test-helpers';
import { activityPlaylist } from './components/activity-feed';

afterEach(cleanup);

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
    const entry = anActivity(type);
    expect(activitySentence(entry, me.id)).toBe(sentence);
    renderCard(entry);
    const card = screen.getByTestId('activity-card');
    expect(card).toHaveTextContent(sentence);
    expect(card).toHaveTextContent('3m');
    expect(within(card).getByRole('link', { name: /Songs for rain/ })).toHaveAttribute(
      'href',
      '/requests/9',
    );
  });

  it("links other members' names to their profiles, never the viewer's own", () => {
    renderCard(anActivity('response_saved_by_other'));
    expect(screen.getByRole('link', { name: 'Eli' })).toHaveAttribute('href', '/profile/eli');
    cleanup();
    renderCard(
      anActivity('song_saved', {
        response: { ...anActivity('song_saved').data.response!, user: eli },
      }),
    );
    expect(screen.queryByRole('link', { name: 'Ana' })).not.toBeInTheDocument();
    // A saved song names who recommended it.
    expect(screen.getByTestId('activity-card')).toHaveTextContent('Recommended by Eli');
    expect(screen.getByRole('button', { name: 'Play Bohemian Rhapsody' })).toBeEnabled();
  });

  it('builds the Play All playlist from recommendations only', () => {
    const list = activityPlaylist([
      anActivity('request_created'),
      anActivity('response_created'),
      anActivity('song_saved'),
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
