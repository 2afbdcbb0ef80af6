// @vitest-environment jsdom
/**
 * /new-request (spec 000 §2 "New request", §4, §5, §8): the tabs, per-type validation, the submit
 * bodies, genres attached after creation (a failure there only logged), and the success flow.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@common/schemas';
import { getToasts } from '../../lib/toast-store';
import { aRequest } from '../../testing/factories';
import { renderWithApp } from '../../testing/render';
import { chooseGenres, stubFetch, type RecordedCall } from '../genres/genres-test-helpers';
import { NewRequestPage } from './components/new-request-page';
import { ME } from '../../testing/factories';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GIFS = Array.from({ length: 3 }, (_, i) => ({
  id: `g${i}`,
  url: `/gifs/g${i}.gif`,
  previewUrl: `/gifs/g${i}.gif`,
  title: `Dancing GIF ${i}`,
  width: 200,
  height: 200,
}));
const SONG = {
  id: 'djV11Xbc914',
  videoId: 'djV11Xbc914',
  name: 'Take On Me',
  artist: 'a-ha',
  channelName: 'a-ha',
  thumbnail: null,
  duration: 225000,
  playable: true,
};

type Handler = Parameters<typeof stubFetch>[0];

function renderPage(extra: Handler = () => undefined, user: SessionUser | null = ME) {
  const calls = stubFetch((c) => {
    const answer = extra(c);
    if (answer) return answer;
    if (c.path === '/api/gifs/trending') return { body: GIFS };
    if (c.path === '/api/youtube/search') return { body: [SONG] };
    if (c.method === 'POST' && c.path === '/api/requests')
      return { status: 201, body: aRequest({ id: 42 }) };
    if (c.method === 'POST' && c.path === '/api/requests/42/genres')
      return { body: { genres: [] } };
    return undefined;
  });
  const { queryClient } = renderWithApp(
    <Routes>
      <Route path="/new-request" element={<NewRequestPage />} />
      <Route path="/" element={<h1>Home feed</h1>} />
    </Routes>,
    { route: '/new-request', session: user },
  );
  return { calls, user: userEvent.setup(), queryClient };
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');
const latestToast = () => getToasts()[0];

describe('NewRequestPage', () => {
  it('has TEXT, GIF and SONG tabs, TEXT first, moved between with the arrow keys, and a close link to /', async () => {
    const { user } = renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['TEXT', 'GIF', 'SONG']);
    expect(screen.getByRole('tab', { name: 'TEXT' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Your request')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'TEXT' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'GIF' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('searchbox', { name: 'Search GIFs' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SONG' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByLabelText('What kind of similar songs are you looking for?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  });

  it('GIF: refuses to post without a GIF, then posts the GIF and caption and attaches the genres', async () => {
    const { calls, user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'GIF' }));
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(latestToast()).toMatchObject({
      title: 'No GIF selected',
      description: 'Please select a GIF for your request.',
      variant: 'destructive',
    });
    expect(posts(calls)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Dancing GIF 1' }));
    const preview = screen.getByTestId('selected-gif');
    expect(within(preview).getByRole('img', { name: 'Dancing GIF 1' })).toBeInTheDocument();
    expect(preview).toHaveFocus();
    await user.type(screen.getByLabelText('Caption (optional)'), '  songs that move like this ');
    expect(screen.getByTestId('caption-counter')).toHaveTextContent('28/240');
    await chooseGenres(user, 'Add Genre Preferences', ['Bossa Nova', 'Ambient']);
    const chips = screen.getByRole('list', { name: 'Chosen genres' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bossa Nova', 'Ambient']);

    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
      [
        '/api/requests',
        { userId: 7, type: 'gif', gifUrl: '/gifs/g1.gif', content: 'songs that move like this' },
      ],
      ['/api/requests/42/genres', { userId: 7, genreIds: [11, 31] }],
    ]);
    expect(latestToast()).toMatchObject({ title: 'Request submitted', variant: 'success' });
  });

  it('"Change GIF" goes back to the grid with the search kept', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'GIF' }));
    await user.click(await screen.findByRole('button', { name: 'Dancing GIF 0' }));
    await user.click(screen.getByRole('button', { name: 'Change GIF' }));
    expect(screen.getByRole('searchbox', { name: 'Search GIFs' })).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Dancing GIF 2' })).toBeInTheDocument();
  });

  it('a failure attaching genres is only logged: the request still counts as submitted', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, user } = renderPage((c) =>
      c.path === '/api/requests/42/genres'
        ? { status: 500, body: { error: 'internal_error', message: 'nope' } }
        : undefined,
    );
    await user.type(screen.getByLabelText('Your request'), 'Rainy day jazz');
    await chooseGenres(user, 'Add Genre Preferences', ['Swing']);
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(latestToast()).toMatchObject({ title: 'Request submitted' });
    expect(errors).toHaveBeenCalledWith('Failed to attach genres to request 42', expect.anything());
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/requests', '/api/requests/42/genres']);
  });

  it('TEXT: a double click on POST REQUEST posts once', async () => {
    const { calls, user } = renderPage();
    await user.type(screen.getByLabelText('Your request'), 'Songs for a double click');
    // Both clicks land before React re-renders the button disabled, as a fast double click can.
    const button = screen.getByRole('button', { name: 'POST REQUEST' });
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByRole('heading', { name: 'Home feed' });
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/requests']);
  });

  it('TEXT: without genres, no genres call; empty text gives the spec toast', async () => {
    const { calls, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(latestToast()).toMatchObject({
      title: 'Empty request',
      description: 'Please enter some text for your request.',
    });
    await user.type(screen.getByLabelText('Your request'), 'Songs for cooking');
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    await screen.findByRole('heading', { name: 'Home feed' });
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/requests', { userId: 7, type: 'text', content: 'Songs for cooking' }],
    ]);
  });

  it('SONG: refuses to post without a song; Enter searches at once; posts the song and note', async () => {
    const { calls, user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'SONG' }));
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(latestToast()).toMatchObject({
      title: 'No song selected',
      description: 'Please select a song for your request.',
      variant: 'destructive',
    });

    await user.type(screen.getByRole('searchbox', { name: 'Find a song' }), 'take on me{Enter}');
    // Well inside the 800 ms debounce: Enter asked at once.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/youtube/search')).toBe(true), {
      timeout: 400,
    });
    expect(calls.find((c) => c.path === '/api/youtube/search')!.search).toBe('?query=take+on+me');
    expect(await screen.findByText('Results')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Take On Me.*a-ha/ }));

    const card = screen.getByTestId('selected-song');
    expect(card).toHaveFocus();
    expect(within(card).getByRole('button', { name: 'Play Take On Me' })).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('What kind of similar songs are you looking for?'),
      'Newer synth-pop',
    );
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    await screen.findByRole('heading', { name: 'Home feed' });
    expect(posts(calls).map((c) => c.body)).toEqual([
      { userId: 7, type: 'slts', songId: SONG.id, songData: SONG, content: 'Newer synth-pop' },
    ]);
  });

  it('SONG: the clear button removes the chosen song', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'SONG' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a song' }), 'take on me{Enter}');
    await user.click(await screen.findByRole('button', { name: /Take On Me.*a-ha/ }));
    await user.click(screen.getByRole('button', { name: 'Clear Take On Me' }));
    expect(screen.queryByTestId('selected-song')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a song' })).toBeInTheDocument();
  });

  it('SONG: a failed search toasts the spec message and shows no results', async () => {
    const { user } = renderPage((c) =>
      c.path === '/api/youtube/search'
        ? { status: 502, body: { error: 'song_search_failed', message: 'Quota exceeded' } }
        : undefined,
    );
    await user.click(screen.getByRole('tab', { name: 'SONG' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a song' }), 'take on me{Enter}');
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Search failed',
        description: 'Quota exceeded',
      }),
    );
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('a failed creation toasts the server message and stays on the page', async () => {
    const { calls, user } = renderPage((c) =>
      c.method === 'POST' && c.path === '/api/requests'
        ? { status: 400, body: { error: 'x', message: 'Captions can be at most 240 characters.' } }
        : undefined,
    );
    await user.type(screen.getByLabelText('Your request'), 'Anything');
    await chooseGenres(user, 'Add Genre Preferences', ['Salsa']);
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Submission failed',
        description: 'Captions can be at most 240 characters.',
      }),
    );
    expect(screen.getByLabelText('Your request')).toHaveValue('Anything');
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/requests']);
  });

  it('a refusal for an unconfirmed address stays under the form with what to do', async () => {
    const words = 'Please confirm your e-mail address before posting.';
    const { user } = renderPage((c) =>
      c.method === 'POST' && c.path === '/api/requests'
        ? { status: 403, body: { error: 'email_not_verified', message: words } }
        : undefined,
    );
    await user.type(screen.getByLabelText('Your request'), 'Anything');
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByLabelText('Your request')).toHaveValue('Anything');
  });

  it('without a session user it shows the authentication error', async () => {
    const { calls, user } = renderPage(undefined, null);
    await user.click(screen.getByRole('tab', { name: 'GIF' }));
    await user.click(await screen.findByRole('button', { name: 'Dancing GIF 0' }));
    await user.click(screen.getByRole('button', { name: 'POST REQUEST' }));
    expect(latestToast()).toMatchObject({
      title: 'Authentication error',
      description: 'Failed to identify your user account. Please log out and log in again.',
    });
    expect(posts(calls)).toEqual([]);
  });
});

describe('the request genre dialog', () => {
  it("describes tagging the request, not the member's favourites for Magic sorting", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Genre Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add up to 10 favorite genres' });
    expect(dialog).toHaveAccessibleDescription(/find your request/);
    expect(dialog).not.toHaveAccessibleDescription(/Magic sorting/);
  });
});

describe('NewRequestPage draft', () => {
  /** Types a TEXT request, picks a GIF with a caption and a song, and comes back to TEXT. */
  async function makeDraft(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Your request'), 'Songs for a rainy Sunday');
    await user.click(screen.getByRole('tab', { name: 'GIF' }));
    await user.click(await screen.findByRole('button', { name: 'Dancing GIF 1' }));
    await user.type(screen.getByLabelText('Caption (optional)'), 'like this');
    await user.click(screen.getByRole('tab', { name: 'SONG' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a song' }), 'take on me{Enter}');
    await user.click(await screen.findByRole('button', { name: /Take On Me.*a-ha/ }));
  }

  it("keeps each tab's text, the chosen GIF and the chosen song while switching tabs", async () => {
    const { user } = renderPage();
    await makeDraft(user);
    await user.click(screen.getByRole('tab', { name: 'TEXT' }));
    expect(screen.getByLabelText('Your request')).toHaveValue('Songs for a rainy Sunday');
    await user.click(screen.getByRole('tab', { name: 'GIF' }));
    expect(
      within(screen.getByTestId('selected-gif')).getByRole('img', { name: 'Dancing GIF 1' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Caption (optional)')).toHaveValue('like this');
    await user.click(screen.getByRole('tab', { name: 'SONG' }));
    expect(screen.getByTestId('selected-song')).toHaveTextContent('Take On Me');
  });

  it('brings the draft and the open tab back after a reload (sessionStorage)', async () => {
    const { user } = renderPage();
    await makeDraft(user);
    cleanup(); // the page goes away, as on a reload
    renderPage();
    expect(screen.getByRole('tab', { name: 'SONG' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('selected-song')).toHaveTextContent('Take On Me');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'TEXT' }));
    expect(screen.getByLabelText('Your request')).toHaveValue('Songs for a rainy Sunday');
  });

  it('asks before × throws a draft away: Keep editing stays, Discard draft empties it and goes to /', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Your request'), 'Half a thought');
    await user.click(screen.getByRole('link', { name: 'Close' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your draft?' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your request')).toHaveValue('Half a thought');

    await user.click(screen.getByRole('link', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('hearsay:new-request-draft')).toBeNull();
  });

  it('closes at once when there is nothing to lose', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Home feed' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
