// @vitest-environment jsdom
/** Following a member: the profile's Follow / Following toggle and its cache update. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { useProfile } from './api/profiles-api';
import { FollowMemberButton } from './components/follow-member-button';
import { ModerationMenu } from '../moderation';
import { DAVE } from '../../testing/factories';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dave = {
  ...DAVE,
  createdAt: '2026-01-01T10:00:00.000Z',
  requestCount: 1,
  responseCount: 0,
  followerCount: 2,
  followingCount: 0,
  viewer: { following: false },
};

/** The button over the cached profile, with the follower count the profile shows. */
function Profile() {
  const profile = useProfile(4);
  if (!profile.data) return null;
  return (
    <>
      <p data-testid="followers">{profile.data.followerCount}</p>
      <FollowMemberButton member={profile.data} />
    </>
  );
}

describe('FollowMemberButton', () => {
  it('follows with POST and unfollows with DELETE, showing the pressed state and the new count', async () => {
    const calls = stubFetch((c) => {
      if (c.path === '/api/users/4' && c.method === 'GET') return { body: dave };
      if (c.path === '/api/users/4/follow' && c.method === 'POST')
        return { body: { userId: 4, following: true, followerCount: 3, followingCount: 0 } };
      if (c.path === '/api/users/4/follow' && c.method === 'DELETE')
        return { body: { userId: 4, following: false, followerCount: 2, followingCount: 0 } };
      return undefined;
    });
    renderWithClient(<Profile />);
    const user = userEvent.setup();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('followers')).toHaveTextContent('3');
    await user.click(following);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(screen.getByTestId('followers')).toHaveTextContent('2');
    expect(calls.filter((c) => c.path === '/api/users/4/follow').map((c) => c.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('stays unpressed when the server refuses', async () => {
    stubFetch((c) => {
      if (c.path === '/api/users/4' && c.method === 'GET') return { body: dave };
      if (c.path === '/api/users/4/follow')
        return {
          status: 403,
          body: { error: 'follow_blocked', message: 'Unblock this member to follow them.' },
        };
      return undefined;
    });
    renderWithClient(<Profile />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows Follow again after the member is blocked, since a block ends the follow', async () => {
    let blocked = false;
    const calls = stubFetch((c) => {
      if (c.path === '/api/users/4' && c.method === 'GET')
        return {
          body: { ...dave, followerCount: blocked ? 0 : 1, viewer: { following: !blocked } },
        };
      if (c.path === '/api/blocks') return { body: { data: [] } };
      if (c.path === '/api/users/4/block' && c.method === 'PUT') {
        blocked = true;
        return { body: { userId: 4, blocked: true } };
      }
      return undefined;
    });
    renderWithClient(
      <>
        <Profile />
        <ModerationMenu
          label="More actions for Dave Doe"
          targetType="member"
          targetId={4}
          member={dave}
        />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions for Dave Doe' }));
    const block = await screen.findByRole('menuitem', { name: 'Block Dave Doe' });
    await waitFor(() => expect(block).not.toHaveAttribute('data-disabled'));
    await user.click(block);
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByTestId('followers')).toHaveTextContent('0');
    expect(calls.filter((c) => c.path === '/api/users/4' && c.method === 'GET')).toHaveLength(2);
  });
});
