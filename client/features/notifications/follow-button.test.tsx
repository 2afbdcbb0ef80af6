// @vitest-environment jsdom
/** Follow / Following on a request: holds its place while loading (no layout shift), toggles. */
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { FollowButton } from './components/follow-button';

const server = setupMswServer();

describe('FollowButton', () => {
  it('shows a disabled Follow while loading, then the state, and follows on click', async () => {
    let following = false;
    server.use(
      http.get('/api/requests/4/follow', async () => {
        await delay(50);
        return HttpResponse.json({ following });
      }),
      http.put('/api/requests/4/follow', () => {
        following = true;
        return HttpResponse.json({ following });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<FollowButton requestId={4} />, { route: false });
    const placeholder = screen.getByRole('button', { name: 'Follow' });
    expect(placeholder).toBeDisabled();
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
