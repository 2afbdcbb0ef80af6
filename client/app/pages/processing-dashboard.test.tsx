// @vitest-environment jsdom
/**
 * The processing dashboard against MSW fakes of spec 001 §7 "Processing": cards and tabs, request
 * genre editing, Accept Fix with the 3 s highlight, the scan dialog and completion toast, the
 * Fixed history edit, the tagging box, and graceful errors when the genre-detection endpoints 404.
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { focusManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  FixedResponseRecord,
  FixedResponsesPage,
  QualityReviewResult,
  QualityReviewResultsPage,
} from '@common/processing';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { ME } from '../../testing/factories';
import { apiError } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-signed-in';
import { ProcessingDashboard } from './processing-dashboard';

const STAFF = { ...ME, role: 'staff' as const };
const server = setupServer();
const posts: { path: string; body: unknown }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  dismissToast();
  posts.length = 0;
});
afterAll(() => server.close());

const GENRES = [
  { id: 1, name: 'Alternative Rock', slug: 'alternative-rock', weight: 1, active: true },
  { id: 2, name: 'Pop', slug: 'pop', weight: 1, active: true },
  { id: 3, name: 'Shoegaze', slug: 'shoegaze', weight: 1, active: true },
];

const flagged = (extra: Partial<QualityReviewResult> = {}): QualityReviewResult => ({
  id: 11,
  responseId: 5,
  requestId: 9,
  songId: 'vid-abc',
  title: 'Radiohead - Creep (Official Video)',
  artist: 'Radiohead',
  genres: [],
  issues: ['Title contains packaging: Official Video'],
  suggestedTitle: 'Creep',
  suggestedArtist: 'Radiohead',
  suggestedGenres: [{ id: 1, name: 'Alternative Rock' }],
  likelyYtOnly: true,
  isCompilation: false,
  ...extra,
});

function resultsPage(
  results: QualityReviewResult[],
  extra: Partial<QualityReviewResultsPage> = {},
): QualityReviewResultsPage {
  return {
    run: {
      id: 1,
      status: 'completed',
      startedAt: '2026-11-20T10:00:00Z',
      completedAt: '2026-11-20T10:01:10Z',
      totalReviewed: 40,
      issuesFound: results.length,
      totalItems: 40,
      reviewer: 'offline',
    },
    running: null,
    results,
    total: results.length,
    page: 1,
    limit: 20,
    counts: { issues: results.length, compilations: 0 },
    nextScan: { responses: 1234, estimatedSeconds: 42, reviewer: 'offline' },
    ...extra,
  };
}

const emptyFixed: FixedResponsesPage = { items: [], total: 0, page: 1, limit: 20 };

/** The history entry an update answers with (the contract's `fix`; the screen does not read it). */
const fixRecord = (responseId: number): FixedResponseRecord => ({
  id: 99,
  responseId,
  requestId: 9,
  songId: 'vid-abc',
  fixType: 'manual',
  adminName: 'Quinn',
  fixedAt: '2026-11-20T10:05:00Z',
  oldTitle: null,
  oldArtist: null,
  oldGenres: [],
  newTitle: null,
  newArtist: null,
  newGenres: [],
});

async function recordPost(request: Request) {
  const text = await request.text();
  posts.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
}

/** Answers a response update for `responseId` (recording the post) as Creep by Radiohead with `genres`. */
function serveResponseSave(responseId: number, genres: { id: number; name: string }[]) {
  server.use(
    http.post(`/api/admin/update-response-genres/${responseId}`, async ({ request }) => {
      await recordPost(request);
      return HttpResponse.json({
        responseId,
        title: 'Creep',
        artist: 'Radiohead',
        genres,
        fix: fixRecord(responseId),
      });
    }),
  );
}

/** Default handlers: genre detection up, one flagged response, empty history. */
function serve({
  detection = true,
  results = resultsPage([flagged()]),
  fixed = emptyFixed,
}: {
  detection?: boolean;
  results?: QualityReviewResultsPage | ((kind: string) => QualityReviewResultsPage);
  fixed?: FixedResponsesPage;
} = {}) {
  const notFound = () => apiError(404, 'not_found', 'No API route');
  server.use(
    http.get('/api/genres', () => HttpResponse.json(GENRES)),
    http.get('/api/admin/quality-review-results', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind') ?? 'issues';
      const page = typeof results === 'function' ? results(kind) : results;
      return HttpResponse.json(kind === 'compilations' ? { ...page, results: [], total: 0 } : page);
    }),
    http.get('/api/admin/fixed-responses', () => HttpResponse.json(fixed)),
    http.get('/api/admin/processing-dashboard-stats', () =>
      detection
        ? HttpResponse.json({
            requests: { unprocessed: 3, noGenreDetected: 1, processing: true },
            responses: { unprocessed: 0, processing: false },
          })
        : notFound(),
    ),
    http.get('/api/admin/no-genre-requests', () =>
      detection
        ? HttpResponse.json({
            items: [
              {
                id: 21,
                type: 'text',
                content: 'dreamy guitars please',
                userId: 4,
                authorName: 'Ben',
                createdAt: '2026-11-20T10:00:00Z',
              },
            ],
            total: 1,
            page: 1,
            limit: 20,
          })
        : notFound(),
    ),
    http.get('/api/admin/no-genre-responses', () =>
      detection ? HttpResponse.json({ items: [], total: 0, page: 1, limit: 20 }) : notFound(),
    ),
    http.get('/api/admin/processing-stats', () =>
      detection
        ? HttpResponse.json({
            totalRequests: 100,
            totalResponses: 250,
            requestsProcessed: 90,
            requestsRemaining: 10,
            genreProcessed: 200,
            genreRemaining: 50,
            reprocessRequestsTotal: 0,
            reprocessRequestsProgress: 0,
            reprocessResponsesTotal: 0,
            reprocessResponsesProgress: 0,
            lastUpdated: '2026-11-20T10:00:00Z',
          })
        : notFound(),
    ),
  );
}

const render = () =>
  renderSignedIn(<ProcessingDashboard />, {
    user: STAFF,
    path: '/processing',
    pattern: '/processing',
  });
const lastToast = () => getToasts().find((t) => t.open);

describe('processing dashboard', () => {
  it('shows the title, the cards with badges and Running/Idle, and the tab counts', async () => {
    serve();
    render();
    expect(screen.getByRole('heading', { name: 'Processing Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('Monitor genre detection and manually assign genres'),
    ).toBeInTheDocument();
    const requests = await screen.findByRole('article', { name: 'Requests' });
    await waitFor(() => expect(within(requests).getByText('3')).toHaveClass('bg-danger'));
    expect(within(requests).getByText('Running')).toBeInTheDocument();
    const responses = screen.getByRole('article', { name: 'Responses' });
    expect(within(responses).getByText('Idle')).toBeInTheDocument();
    expect(within(responses).getByText('0')).not.toHaveClass('bg-danger');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Responses (1)' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Requests (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fixed (0)' })).toBeInTheDocument();
  });

  it('edits a request: search with "No genres found", save needs a genre, posts the ids', async () => {
    serve();
    server.use(
      http.post('/api/admin/update-request-genres/21', async ({ request }) => {
        await recordPost(request);
        return HttpResponse.json({ requestId: 21, genres: [{ id: 3, name: 'Shoegaze' }] });
      }),
    );
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article', { name: 'Request #21' });
    expect(within(card).getByText('dreamy guitars please')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const search = within(card).getByRole('searchbox', { name: 'Genres' });
    await user.type(search, 'zzz');
    expect(await within(card).findByText('No genres found')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'shoe');
    await user.click(within(card).getByRole('checkbox', { name: 'Shoegaze' }));
    expect(within(card).getByRole('button', { name: 'Remove Shoegaze' })).toBeInTheDocument();
    await user.click(save);
    await waitFor(() =>
      expect(posts).toEqual([
        { path: '/api/admin/update-request-genres/21', body: { genreIds: [3] } },
      ]),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Success',
        description: 'Request genres updated',
      }),
    );
  });

  it('accepting a fix posts the suggestion and highlights the card green', async () => {
    serve();
    serveResponseSave(5, [{ id: 1, name: 'Alternative Rock' }]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: /Responses/ }));
    const card = await screen.findByRole('article', { name: 'Response #5' });
    expect(within(card).getByText('likely YT only')).toBeInTheDocument();
    expect(within(card).getByText('Proposed Fix')).toBeInTheDocument();
    expect(screen.getByText(/Last scan/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept Fix' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/api/admin/update-response-genres/5',
          body: {
            genreIds: [1],
            derivedTitle: 'Creep',
            derivedArtist: 'Radiohead',
            fixType: 'accepted_suggestion',
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Response #5' })).toHaveAttribute(
        'data-highlighted',
        'true',
      ),
    );
    expect(lastToast()).toMatchObject({
      title: 'Success',
      description: 'Response updated and logged to Fixed history',
    });
  });

  it('shows the no-genre marker in words and does not pre-select it when editing a "Genre missing" answer', async () => {
    const marker = { id: 443, name: '__no_genre_detected__' };
    serve({
      results: resultsPage([
        flagged({
          genres: [marker],
          suggestedGenres: [],
          issues: ['Genre missing'],
          suggestedTitle: null,
          suggestedArtist: null,
        }),
      ]),
    });
    serveResponseSave(5, [{ id: 2, name: 'Pop' }]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: /Responses/ }));
    const card = await screen.findByRole('article', { name: 'Response #5' });
    expect(within(card).getAllByText(/No genre detected/).length).toBeGreaterThan(0);
    expect(card).not.toHaveTextContent('__no_genre_detected__');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(card).not.toHaveTextContent('#443');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect((posts[0]!.body as { genreIds: number[] }).genreIds).not.toContain(443);
  });

  it('a failed update shows the server message in a destructive Error toast', async () => {
    serve();
    server.use(
      http.post('/api/admin/update-response-genres/5', () =>
        apiError(400, 'unknown_genre', 'Unknown genre id(s): 9.'),
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: /Responses/ }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Response #5' })).getByRole('button', {
        name: 'Reject (Already Correct)',
      }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Unknown genre id(s): 9.',
        variant: 'destructive',
      }),
    );
  });

  it('shows the never-scanned and all-passed empty states', async () => {
    serve({ results: resultsPage([], { run: null }) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: /Responses/ }));
    expect(await screen.findByText('No quality review scan has been run yet.')).toBeInTheDocument();
    expect(screen.getByText('Click "Run New Scan" above to start a review.')).toBeInTheDocument();
    cleanup();
    serve({ results: resultsPage([]) });
    render();
    await user.click(await screen.findByRole('tab', { name: /Responses/ }));
    expect(await screen.findByText('All responses passed quality review! ✓')).toBeInTheDocument();
  });

  it('runs a scan: the dialog names the real count and estimate, then "Quality Review Complete" for 10 s', async () => {
    let state: 'before' | 'running' | 'done' = 'before';
    serve({
      results: () =>
        state === 'before'
          ? resultsPage([flagged()])
          : state === 'running'
            ? resultsPage([flagged()], {
                running: {
                  id: 2,
                  status: 'running',
                  startedAt: '2026-11-20T11:00:00Z',
                  completedAt: null,
                  totalReviewed: 0,
                  issuesFound: 0,
                  totalItems: 1234,
                  reviewer: 'offline',
                },
              })
            : resultsPage([], {
                run: {
                  id: 2,
                  status: 'completed',
                  startedAt: '2026-11-20T11:00:00Z',
                  completedAt: '2026-11-20T11:00:40Z',
                  totalReviewed: 1234,
                  issuesFound: 0,
                  totalItems: 1234,
                  reviewer: 'offline',
                },
              }),
    });
    server.use(
      http.post('/api/admin/quality-review-run', async ({ request }) => {
        await recordPost(request);
        state = 'running';
        setTimeout(() => (state = 'done'), 50);
        const run = {
          id: 2,
          status: 'running',
          startedAt: '2026-11-20T11:00:00Z',
          completedAt: null,
          totalReviewed: 0,
          issuesFound: 0,
          totalItems: 1234,
          reviewer: 'offline',
        };
        return HttpResponse.json({ run }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('tab', { name: 'Responses (1)' });
    await user.click(screen.getByRole('button', { name: 'Run New Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run New Quality Review Scan?' });
    expect(
      within(dialog).getByText(
        /all 1,234 responses .* about 42 seconds, and replaces the previous results/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Run Scan' }));
    expect(posts).toEqual([{ path: '/api/admin/quality-review-run', body: undefined }]);
    await waitFor(
      () =>
        expect(lastToast()).toMatchObject({ title: 'Quality Review Complete', duration: 10_000 }),
      { timeout: 6000 },
    );
    expect(screen.getByRole('button', { name: 'Run New Scan' })).toBeEnabled();
  });

  it('a refused scan shows the server message', async () => {
    serve();
    server.use(
      http.post('/api/admin/quality-review-run', () =>
        apiError(409, 'scan_running', 'A quality review scan is already running.'),
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Run New Scan' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run Scan' }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'A quality review scan is already running.',
      }),
    );
  });

  it('lists fixes with labels and edits one, mapping genre names back to ids', async () => {
    serve({
      fixed: {
        total: 2,
        page: 1,
        limit: 20,
        items: [
          {
            id: 2,
            responseId: 5,
            requestId: 9,
            songId: 'vid-abc',
            fixType: 'rejected',
            adminName: 'Quinn',
            fixedAt: '2026-11-20T10:05:00Z',
            oldTitle: 'Hello',
            oldArtist: 'Adele',
            oldGenres: ['Pop'],
            newTitle: 'Hello',
            newArtist: 'Adele',
            newGenres: ['Pop'],
          },
          {
            id: 1,
            responseId: 6,
            requestId: 9,
            songId: 'vid-def',
            fixType: 'manual',
            adminName: 'Quinn',
            fixedAt: '2026-11-20T10:04:00Z',
            oldTitle: 'CREEP',
            oldArtist: null,
            oldGenres: [],
            newTitle: 'Creep',
            newArtist: 'Radiohead',
            newGenres: ['Alternative Rock', 'Shoegaze'],
          },
        ],
      },
    });
    serveResponseSave(6, []);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: /Fixed/ }));
    const rejected = await screen.findByRole('article', {
      name: 'Rejected (Already Correct): response #5',
    });
    expect(within(rejected).getByText('Current (Verified Correct)')).toBeInTheDocument();
    expect(within(rejected).getByText(/Reviewed Quinn/)).toBeInTheDocument();
    const manual = screen.getByRole('article', { name: 'Manual Edit: response #6' });
    expect(within(manual).getByText(/Fixed by Quinn/)).toBeInTheDocument();
    expect(within(manual).getByText('Before')).toBeInTheDocument();
    await waitFor(() => expect(within(manual).getByRole('button', { name: 'Edit' })).toBeEnabled());
    await user.click(within(manual).getByRole('button', { name: 'Edit' }));
    await user.click(within(manual).getByRole('button', { name: 'Remove Shoegaze' }));
    await user.click(within(manual).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          path: '/api/admin/update-response-genres/6',
          body: {
            genreIds: [1],
            derivedTitle: 'Creep',
            derivedArtist: 'Radiohead',
            fixType: 'manual',
          },
        },
      ]),
    );
  });

  it('the tagging box expands, shows every stat, and asks before clearing everything', async () => {
    serve();
    server.use(
      http.post('/api/admin/clear-and-reprocess-all', () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render();
    const toggle = screen.getByRole('button', { name: 'Automatic tagging' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Responses remaining')).toBeInTheDocument();
    expect(screen.getByText('250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear and reprocess all' }));
    expect(screen.getByText('Are you sure? This clears everything!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to execute nuclear reprocess',
      }),
    );
    await user.click(toggle);
    expect(screen.queryByText('Responses remaining')).not.toBeInTheDocument();
  });

  it('polls the tagging box every 2 s, and not while the browser tab is hidden', async () => {
    serve();
    let calls = 0;
    server.use(
      http.get('/api/admin/processing-stats', () => {
        calls++;
        return HttpResponse.json({
          totalRequests: 1,
          totalResponses: 1,
          requestsProcessed: 1,
          requestsRemaining: 0,
          genreProcessed: 1,
          genreRemaining: 0,
          reprocessRequestsTotal: 0,
          reprocessRequestsProgress: 0,
          reprocessResponsesTotal: 0,
          reprocessResponsesProgress: 0,
          lastUpdated: null,
        });
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Automatic tagging' }));
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    focusManager.setFocused(false);
    try {
      const hiddenAt = calls;
      await new Promise((r) => setTimeout(r, 4500));
      expect(calls).toBe(hiddenAt);
    } finally {
      focusManager.setFocused(undefined);
    }
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 4000 });
  }, 20_000);

  it('keeps working when the genre-detection endpoints are missing (404)', async () => {
    serve({ detection: false });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Genre detection is not available on this server.',
    );
    const requests = screen.getByRole('article', { name: 'Requests' });
    expect(within(requests).getAllByText('—')).toHaveLength(3);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Responses (1)' })).toBeInTheDocument(),
    );
  });
});
