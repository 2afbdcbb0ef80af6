// @vitest-environment jsdom
/** Activity entries in German (decision 047): the sentence for "you" and for another member, the time. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { activitySentence } from './components/activity-card';
import { anActivity, me, renderCard } from './activity-test-helpers';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
});

describe('activity in German', () => {
  it("words the viewer's own entry and another member's, linking the name", async () => {
    await speak('de');
    expect(activitySentence(anActivity('request_created'), me.id)).toBe(
      'Du hast eine Anfrage erstellt',
    );
    expect(activitySentence(anActivity('request_upvoted_by_other'), me.id)).toBe(
      'Eli hat deine Anfrage hochgevotet',
    );
    renderCard(anActivity('request_upvoted_by_other'));
    const card = screen.getByTestId('activity-card');
    expect(card).toHaveTextContent('Eli hat deine Anfrage hochgevotet');
    expect(screen.getByRole('link', { name: 'Eli' })).toHaveAttribute('href', '/profile/eli');
    expect(card).toHaveTextContent('3 Min.');
  });
});
