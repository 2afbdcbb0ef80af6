// @vitest-environment jsdom
/**
 * The shared reaction buttons in German and Arabic (decision 047): an answer's upvote and save
 * buttons carry their label and count, in the language's plural forms, as their name.
 */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ResponseList } from '../responses';
import { aResponse } from '../../testing/factories';
import { renderSignedIn } from '../../testing/render-signed-in';
import { reactionTestKit } from '../../testing/response-list-server';
import { setupLocaleSwitch } from '../../testing/i18n';

const { fake } = reactionTestKit();
const speak = setupLocaleSwitch();
/** The answer's card, whatever the language's "recommended by" words. */
const card = (title: string) => screen.findByRole('article', { name: new RegExp(`^${title}`) });

describe('reaction buttons in other languages', () => {
  it('names upvote and save in German', async () => {
    await speak('de');
    fake.serve([aResponse(1)]);
    renderSignedIn(<ResponseList requestId={42} />);
    const answer = await card('Song 1');
    expect(
      within(answer).getByRole('button', { name: 'Empfehlung hochvoten, 1 Upvote' }),
    ).toHaveAttribute('title', 'Empfehlung hochvoten');
    expect(
      within(answer).getByRole('button', { name: 'Song speichern, 3 Speicherungen' }),
    ).toHaveAttribute('title', 'Song speichern');
  });

  it('uses the Arabic few form for three saves', async () => {
    await speak('ar');
    fake.serve([aResponse(1)]);
    renderSignedIn(<ResponseList requestId={42} />);
    const answer = await card('Song 1');
    expect(
      within(answer).getByRole('button', { name: 'حفظ الأغنية، 3 حفظات' }),
    ).toBeInTheDocument();
  });
});
