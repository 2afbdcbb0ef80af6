// @vitest-environment jsdom
/** The header's feedback dialog (spec 001 §2 "Feedback submission", §5, §8, §9). */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@common/schemas';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { renderWithApp } from '../../testing/render';
import { FeedbackButton } from './components/feedback-button';
import { ME } from '../../testing/factories';

// The button loads the dialog on first use; load it up front so the first test times
// the dialog, not a cold module transform on a busy machine.
beforeAll(async () => {
  await import('./components/feedback-dialog');
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch: POST /api/feedback answers with `answer`; returns the recorded calls. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return answer();
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's answer to POST /api/feedback: the stored item (the contract's shape). */
const stored = (id = 1) => ({
  id,
  type: 'bug',
  comment: 'x',
  screen: null,
  status: 'unread',
  priority: 'medium',
  createdAt: '2026-01-01T00:00:00.000Z',
  user: null,
});

function renderButton(user: SessionUser | null = ME, path = '/requests/42') {
  renderWithApp(<FeedbackButton />, { route: path, session: user });
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  return screen.findByRole('dialog', { name: 'Send feedback' });
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const latestToast = () => getToasts()[0];

describe('feedback dialog', () => {
  it('keeps Submit disabled until both a type and a comment are given, and counts characters to 1000', async () => {
    stubFetch(() => json(201, stored()));
    const user = renderButton();
    await open(user);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('0/1000')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'bug');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Comment'), 'Hello');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Comment'));
    expect(submitButton()).toBeDisabled();
  });

  it('offers the three spec types', async () => {
    stubFetch(() => json(201, stored()));
    const user = renderButton();
    await open(user);
    const values = Array.from((screen.getByLabelText('Type') as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(values).toEqual(['', 'bug', 'feedback', 'problem_user']);
  });

  it('stops the comment at 1000 characters', async () => {
    stubFetch(() => json(201, stored()));
    const user = renderButton();
    await open(user);
    const comment = screen.getByLabelText('Comment');
    await user.click(comment);
    await user.paste('x'.repeat(1005));
    expect((comment as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('sends type, trimmed comment, the current path as screen and the user id; then toasts and closes', async () => {
    const calls = stubFetch(() => json(201, stored(1)));
    const user = renderButton(ME, '/requests/42');
    await open(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'problem_user');
    await user.type(screen.getByLabelText('Comment'), '  Someone is spamming  ');
    await user.click(submitButton());

    await waitFor(() =>
      expect(latestToast()).toMatchObject({ title: 'Feedback submitted', duration: 1500 }),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/feedback',
        body: {
          type: 'problem_user',
          comment: 'Someone is spamming',
          screen: '/requests/42',
          userId: 7,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opening again starts from an empty form.
    await open(user);
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it('refuses a blank comment with the spec validation texts, without calling the server', async () => {
    const calls = stubFetch(() => json(201, stored()));
    const user = renderButton();
    await open(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'feedback');
    await user.type(screen.getByLabelText('Comment'), '   ');
    await user.click(submitButton());
    expect(latestToast()).toMatchObject({
      title: 'Please fill in all fields',
      description: 'Both feedback type and comment are required.',
      variant: 'destructive',
    });
    expect(calls).toEqual([]);
  });

  it('asks a signed-out visitor to log in', async () => {
    const calls = stubFetch(() => json(201, stored()));
    const user = renderButton(null, '/admin');
    await open(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'bug');
    await user.type(screen.getByLabelText('Comment'), 'broken');
    await user.click(submitButton());
    expect(latestToast()).toMatchObject({
      title: 'Authentication required',
      description: 'Please log in to submit feedback.',
    });
    expect(calls).toEqual([]);
  });

  it('shows the server message on failure (e.g. the rate limit) and keeps the draft', async () => {
    stubFetch(() =>
      json(429, {
        error: 'rate_limited',
        message: 'Too many attempts. Please try again in 10 minutes.',
      }),
    );
    const user = renderButton();
    await open(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'bug');
    await user.type(screen.getByLabelText('Comment'), 'again');
    await user.click(submitButton());
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Failed to submit feedback',
        description: 'Too many attempts. Please try again in 10 minutes.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('again');
  });

  it('falls back to "Please try again later." without a server message', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const user = renderButton();
    await open(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'bug');
    await user.type(screen.getByLabelText('Comment'), 'offline');
    await user.click(submitButton());
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Failed to submit feedback',
        description: 'Please try again later.',
      }),
    );
  });

  it('disables Submit while the call is pending', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = renderButton();
    await open(user);
    await user.selectOptions(screen.getByLabelText('Type'), 'bug');
    await user.type(screen.getByLabelText('Comment'), 'slow');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    release(json(201, stored(2)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
