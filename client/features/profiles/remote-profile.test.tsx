// @vitest-environment jsdom
/**
 * The profile of a member of another server (decision 058): their server as a badge and a link to
 * their profile there, instead of a join date.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/render';
import { stubFetch } from '../../testing/fetch-stub';
import { ME } from '../../testing/factories';
import { ProfileOverlay } from './components/profile-overlay';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KIM = {
  id: 42,
  displayName: 'Kim Remote',
  slug: 'kim@social.example',
  profilePicture: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  requestCount: 1,
  responseCount: 0,
  followerCount: 1,
  followingCount: 0,
  viewer: { following: false },
  remote: { server: 'social.example', url: 'https://social.example/users/kim' },
};

describe('a remote member’s profile', () => {
  it('shows their server and links to their profile there instead of a join date', async () => {
    stubFetch((c) =>
      c.path === `/api/profile/${encodeURIComponent(KIM.slug)}` ? { body: KIM } : undefined,
    );
    renderWithApp(<ProfileOverlay slug={KIM.slug} />, { session: ME });
    expect(await screen.findByText('Member of social.example')).toBeVisible();
    const link = screen.getByRole('link', { name: 'View on their server' });
    expect(link).toHaveAttribute('href', 'https://social.example/users/kim');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByText(/Joined/)).not.toBeInTheDocument();
  });
});
