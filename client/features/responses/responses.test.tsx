// @vitest-environment jsdom
/** The Responses section and the recommendation form's 409 UPVOTE (spec 000 §2 "Request detail", §8). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import type { ResponseItem } from '@common/schemas';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { aResponse, BEN, ME } from '../../testing/factories';
import { renderSignedIn } from '../../testing/render-signed-in';
import { RecommendationForm } from './components/recommendation-form';
import { ResponseList } from './components/response-list';

const server = setupMswServer();
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

const serve = (list: ResponseItem[]) =>
  server.use(http.get('/api/requests/42/responses', () => HttpResponse.json(list)));
const latestToast = () => getToasts().find((t) => t.open);

/** The form's search asks whether Spotify is on: here it is off. */
const spotifyOff = http.get('/api/spotify/config', () =>
  HttpResponse.json({ enabled: false, clientId: null, sdkUrl: null, apiBaseUrl: null, scopes: [] }),
);

/**
 * Handlers for a recommendation that is a duplicate: the song search finds Bohemian Rhapsody and
 * POSTing it answers 409, already recommended by `by` as answer 5.
 */
const duplicateOfAnswer5 = (by: { id: number; displayName: string }) => [
  spotifyOff,
  http.get('/api/youtube/search', () =>
    HttpResponse.json([
      { id: 'fJ9rUzIMcZQ', videoId: 'fJ9rUzIMcZQ', name: 'Bohemian Rhapsody', artist: 'Queen' },
    ]),
  ),
  http.post('/api/requests/42/responses', () =>
    HttpResponse.json(
      {
        error: 'duplicate_recommendation',
        message: `${by.displayName} already recommended this song.`,
        duplicateResponseId: 5,
        duplicateUserId: by.id,
        duplicateDisplayName: by.displayName,
      },
      { status: 409 },
    ),
  ),
];

/** The 201 of a co-sign by the signed-in member on answer 5 (now upvoted, 2 upvotes, 1 co-sign). */
const cosignCreated = (comment: string | null) =>
  HttpResponse.json(
    {
      cosign: {
        id: 1,
        user: { id: ME.id, displayName: ME.displayName, slug: ME.slug },
        comment,
        createdAt: new Date().toISOString(),
      },
      upvoted: true,
      upvotes: 2,
      cosigns: 1,
    },
    { status: 201 },
  );

/** Searches the open recommendation form for "bohemian" and picks the song. */
async function pickBohemianRhapsody(user: UserEvent) {
  await user.type(screen.getByLabelText('Search for a song'), 'bohemian');
  await user.click(
    await screen.findByRole('button', { name: /Bohemian Rhapsody/ }, { timeout: 3000 }),
  );
}

describe('Responses section', () => {
  it("shows song, artist, responder, comment and counts; other members' names link to their profile, yours does not", async () => {
    serve([
      aResponse(1),
      aResponse(2, {
        user: { id: ME.id, displayName: ME.displayName, slug: ME.slug, profilePicture: null },
        comment: null,
      }),
    ]);
    renderSignedIn(<ResponseList requestId={42} />);
    const first = await screen.findByRole('article', { name: 'Song 1 recommended by Ben Okafor' });
    expect(first).toHaveTextContent('Artist 1');
    expect(first).toHaveTextContent('Comment 1');
    expect(within(first).getByRole('link', { name: BEN.displayName })).toHaveAttribute(
      'href',
      '/profile/ben-okafor',
    );
    expect(within(first).getByRole('button', { name: 'Save song, 3 saves' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Play Song 1' })).toBeInTheDocument();
    const mine = screen.getByRole('article', { name: `Song 2 recommended by ${ME.displayName}` });
    expect(within(mine).queryByRole('link')).not.toBeInTheDocument();
    expect(mine).toHaveTextContent(ME.displayName);
    expect(screen.getByRole('heading', { name: 'Responses (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play All' })).toBeInTheDocument();
    // The answers' videos as one anonymous YouTube playlist.
    const youtube = screen.getByRole('link', {
      name: 'Open in YouTube: 2 songs as a playlist (opens in a new tab)',
    });
    expect(
      new URL(youtube.getAttribute('href')!).searchParams.get('video_ids')!.split(',').sort(),
    ).toEqual(['vid1xxxxxxx', 'vid2xxxxxxx']);
    expect(screen.queryByTestId('response-genres')).not.toBeInTheDocument();
  });

  it('shows genre names under each response to staff', async () => {
    serve([
      aResponse(1, {
        genres: [
          { id: 3, name: 'Dream Pop' },
          { id: 4, name: 'Shoegaze' },
        ],
      }),
      aResponse(2),
    ]);
    renderSignedIn(<ResponseList requestId={42} />, { user: { ...ME, role: 'staff' } });
    const genres = await screen.findAllByTestId('response-genres');
    expect(genres.map((g) => g.textContent)).toEqual([
      'Genres: Dream Pop, Shoegaze',
      'Genres: none detected yet',
    ]);
  });

  it('has an empty state without Play All, and an error state with retry', async () => {
    serve([]);
    renderSignedIn(<ResponseList requestId={42} />);
    expect(
      await screen.findByText('No responses yet. Be the first to recommend a song!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play All' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('open-in-youtube')).not.toBeInTheDocument();
    cleanup();

    let fail = true;
    server.use(
      http.get('/api/requests/42/responses', () =>
        fail
          ? HttpResponse.json({ error: 'x', message: 'down' }, { status: 500 })
          : HttpResponse.json([aResponse(1)]),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load responses. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Song 1/ })).toBeInTheDocument();
  });
});

describe('recommendation form on 409', () => {
  async function submitDuplicate(upvoteAnswer: () => Response) {
    let existing = aResponse(5);
    server.use(http.get('/api/requests/42/responses', () => HttpResponse.json([existing])));
    const upvotes: unknown[] = [];
    server.use(
      ...duplicateOfAnswer5(BEN),
      http.post('/api/responses/5/upvote', async ({ request }) => {
        upvotes.push(await request.json());
        const answer = upvoteAnswer();
        if (answer.ok)
          existing = aResponse(5, {
            upvotes: 2,
            viewer: { upvoted: true, saved: false, savedId: null },
          });
        return answer;
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(
      <>
        <RecommendationForm requestId={42} defaultOpen />
        <ResponseList requestId={42} />
      </>,
    );
    await pickBohemianRhapsody(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Submission failed',
        description: 'Ben Okafor already recommended this song.',
      }),
    );
    return { user, upvotes };
  }

  it('offers UPVOTE, which upvotes the existing recommendation and toasts "Upvoted recommendation"', async () => {
    const { upvotes } = await submitDuplicate(() =>
      HttpResponse.json({ upvoted: true, upvotes: 2 }),
    );
    const action = latestToast()!.action!;
    expect(action.label).toBe('UPVOTE');
    action.onClick();
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Upvoted recommendation', variant: 'success' }),
    );
    expect(upvotes).toEqual([{ userId: ME.id, upvoted: true }]);
    const existing = await screen.findByRole('article', { name: /Song 5/ });
    expect(within(existing).getByRole('button', { name: /Upvote recommendation/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('toasts "Upvote failed" when that upvote fails, and offers the same from the inline message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A 500, not a 503: a keyed write is retried once after a proxy's 502/503/504 (decision 021).
    const { user, upvotes } = await submitDuplicate(() =>
      HttpResponse.json({ error: 'x', message: 'Server down' }, { status: 500 }),
    );
    await user.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Upvote it instead' }),
    );
    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Upvote failed', variant: 'destructive' }),
    );
    expect(upvotes).toHaveLength(1);
  });
});

describe('co-sign from the duplicate message', () => {
  it('co-signs the existing recommendation with the comment typed in the form', async () => {
    const cosigns: unknown[] = [];
    server.use(
      http.get('/api/requests/42/responses', () => HttpResponse.json([aResponse(5)])),
      ...duplicateOfAnswer5(BEN),
      http.post('/api/responses/5/cosigns', async ({ request }) => {
        cosigns.push(await request.json());
        return cosignCreated('the live one');
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<RecommendationForm requestId={42} defaultOpen />);
    await pickBohemianRhapsody(user);
    await user.type(screen.getByLabelText(/Comment/), 'the live one');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await user.click(
      await within(await screen.findByRole('alert')).findByRole('button', { name: 'Co-sign' }),
    );
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Co-signed recommendation',
        variant: 'success',
      }),
    );
    expect(cosigns).toEqual([{ comment: 'the live one' }]);
  });

  it('offers no co-sign when the existing recommendation is your own', async () => {
    server.use(...duplicateOfAnswer5(ME));
    const user = userEvent.setup();
    renderSignedIn(<RecommendationForm requestId={42} defaultOpen />);
    await pickBohemianRhapsody(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Upvote it instead' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Co-sign' })).not.toBeInTheDocument();
  });
});

describe('a song already given on this request', () => {
  const bohemianBy = (by: typeof BEN) =>
    aResponse(5, {
      user: by,
      songId: 'fJ9rUzIMcZQ',
      songData: {
        id: 'fJ9rUzIMcZQ',
        videoId: 'fJ9rUzIMcZQ',
        name: 'Bohemian Rhapsody',
        artist: 'Queen',
      },
    });

  /** The form beside the loaded answers, a search that finds Bohemian Rhapsody, and recorded POSTs. */
  async function pickKnownDuplicate(by: typeof BEN) {
    const posts: string[] = [];
    server.use(
      spotifyOff,
      http.get('/api/requests/42/responses', () => HttpResponse.json([bohemianBy(by)])),
      http.get('/api/youtube/search', () =>
        HttpResponse.json([
          { id: 'fJ9rUzIMcZQ', videoId: 'fJ9rUzIMcZQ', name: 'Bohemian Rhapsody', artist: 'Queen' },
        ]),
      ),
      http.post('/api/requests/42/responses', () => {
        posts.push('response');
        return HttpResponse.json(
          { error: 'duplicate_recommendation', message: 'dup' },
          { status: 409 },
        );
      }),
      http.post('/api/responses/5/cosigns', () => {
        posts.push('cosign');
        return cosignCreated(null);
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(
      <>
        <RecommendationForm requestId={42} defaultOpen />
        <ResponseList requestId={42} />
      </>,
    );
    await screen.findByRole('article', { name: /Bohemian Rhapsody/ });
    const form = screen.getByRole('region', { name: 'Recommend a song' });
    await user.type(within(form).getByLabelText('Search for a song'), 'bohemian');
    await user.click(
      await within(form).findByRole('button', { name: /Bohemian Rhapsody/ }, { timeout: 3000 }),
    );
    return { user, posts };
  }

  it('says who gave it as soon as it is picked, offers the co-sign, and turns SUBMIT off', async () => {
    const { user, posts } = await pickKnownDuplicate(BEN);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ben Okafor already recommended this song.');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    expect(posts).toEqual([]);
    expect(getToasts().some((t) => t.open && t.title === 'Submission failed')).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Co-sign' }));
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Co-signed recommendation',
        variant: 'success',
      }),
    );
    expect(posts).toEqual(['cosign']);
  });

  it('tells the member it is their own answer, without a co-sign', async () => {
    await pickKnownDuplicate({
      id: ME.id,
      displayName: ME.displayName,
      slug: ME.slug,
      profilePicture: null,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You already recommended this song.');
    expect(within(alert).queryByRole('button', { name: 'Co-sign' })).not.toBeInTheDocument();
  });

  it('clears the message when another song is chosen instead', async () => {
    const { user } = await pickKnownDuplicate(BEN);
    await user.click(screen.getByRole('button', { name: 'Clear selected song' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('verdicts, co-signs, taste match and order', () => {
  const cosigned = aResponse(1, {
    cosigns: 1,
    cosignList: [
      {
        id: 9,
        user: { id: 77, displayName: 'Cleo Third', slug: 'cleo-third' },
        comment: 'the live version is even better',
        createdAt: new Date().toISOString(),
      },
    ],
    tasteMatch: { shared: 6, of: 10 },
    createdAt: new Date(Date.now() - 120_000).toISOString(),
  });
  const loved = aResponse(2, {
    verdict: 'loved',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  });

  it('shows the verdict, the co-signs with their comment and the taste match; members get no verdict picker', async () => {
    serve([loved, cosigned]);
    renderSignedIn(<ResponseList requestId={42} askerId={BEN.id} />);
    const first = await screen.findByRole('article', { name: /Song 2/ });
    expect(within(first).getByTestId('verdict-badge')).toHaveTextContent(
      "Asker's verdict: Loved it",
    );
    const second = screen.getByRole('article', { name: /Song 1/ });
    expect(within(second).getByRole('list', { name: 'Co-signs' })).toHaveTextContent(
      'Also recommended by Cleo Third: ‘the live version is even better’',
    );
    expect(within(second).getByTestId('taste-match')).toHaveTextContent(
      'shares 6 of your 10 genres',
    );
    expect(within(second).getByTestId('cosign-count')).toHaveTextContent('1 co-sign');
    expect(screen.queryByLabelText('Your verdict')).not.toBeInTheDocument();
  });

  it('lets the asker pick a verdict, and "Oldest first" reorders the list', async () => {
    const verdicts: unknown[] = [];
    serve([loved, cosigned]);
    server.use(
      http.put('/api/responses/1/verdict', async ({ request }) => {
        verdicts.push(await request.json());
        return HttpResponse.json({ responseId: 1, verdict: 'new_to_me' });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<ResponseList requestId={42} askerId={ME.id} />);
    await screen.findByRole('article', { name: /Song 2/ });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Song 2/),
      expect.stringMatching(/^Song 1/),
    ]);
    await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Song 1/),
      expect.stringMatching(/^Song 2/),
    ]);
    const pickers = screen.getAllByLabelText('Your verdict');
    expect(pickers).toHaveLength(2);
    await user.selectOptions(pickers[0]!, 'New to me');
    await waitFor(() => expect(verdicts).toEqual([{ verdict: 'new_to_me' }]));
  });
});
