// @vitest-environment jsdom
/** "Play from here" in the "…" menu of answers, beside Report/Block only on someone else's answer. */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResponseList } from '../responses';
import { aResponse, ME } from '../../testing/factories';
import { renderSignedIn } from '../../testing/render-signed-in';
import { reactionTestKit, recommendationCard as card } from '../../testing/response-list-server';
import { playerStore } from './player-store';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

const { server, fake } = reactionTestKit();

afterEach(() => playerStore.dispatch({ type: 'close' }));

describe('answer menu', () => {
  it('plays the list from the chosen answer, keeping the earlier ones in the queue', async () => {
    fake.serve([aResponse(1), aResponse(2), aResponse(3)]);
    server.use(http.get('/api/blocks', () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    await user.click(
      within(await card('Song 2')).getByRole('button', { name: 'More actions for Song 2' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Play from here', 'Report this recommendation', 'Block Ben Okafor']);
    // The item's code loads as the menu first opens; a disabled stand-in holds its place until then.
    const playFromHere = () => within(menu).getByRole('menuitem', { name: 'Play from here' });
    await waitFor(() => expect(playFromHere()).not.toHaveAttribute('aria-disabled'));
    await user.click(playFromHere());
    const state = playerStore.getState();
    expect(state.playlist.map((e) => e.context?.responseId)).toEqual([1, 2, 3]);
    expect(state.currentIndex).toBe(1);
    expect(state.currentTrack?.name).toBe('Song 2');
    expect(state.wantsToPlay).toBe(true);
  });

  it('offers only Play from here on your own answer, whose edit and delete stay on the card', async () => {
    fake.serve([aResponse(1, { user: ME })]);
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const own = await card('Song 1');
    expect(
      within(own).getByRole('button', { name: 'Delete your recommendation' }),
    ).toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'More actions for Song 1' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Play from here']);
  });
});
