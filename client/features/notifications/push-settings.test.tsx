// @vitest-environment jsdom
/** Push notifications on /profile: unsupported and blocked states, enabling posts the subscription, per-type switches save. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderWithApp } from '../../testing/render';
import { NOTIFICATION_TYPES } from '@common/notification-text';
import { PushSettingsSection } from './components/push-settings';
import { base64UrlToBytes, forgetPushOnSignOut } from '../../lib/web-push';

const server = setupMswServer();
const SUBSCRIPTION = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/** A browser with the Push API: `permission` now, `answer` when asked; subscribing records the key it was given. */
function stubBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const state = { subscribed: false, key: null as Uint8Array | null, unsubscribed: 0 };
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => {
      state.subscribed = false;
      state.unsubscribed++;
      return true;
    },
  };
  const pushManager = {
    getSubscription: async () => (state.subscribed ? subscription : null),
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      state.key = options.applicationServerKey;
      state.subscribed = true;
      return subscription;
    },
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => ((notification.permission = answer), answer)),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  return { state, notification };
}

const settingsHandler = () =>
  http.get('/api/push/settings', () =>
    HttpResponse.json({ preferences: NOTIFICATION_TYPES.map((type) => ({ type, enabled: true })) }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushSettingsSection', () => {
  it('says when this browser cannot receive pushes, and offers no button', async () => {
    server.use(settingsHandler());
    renderWithApp(<PushSettingsSection />);
    expect(
      await screen.findByText(/Push notifications are not available in this browser/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enable push notifications' }),
    ).not.toBeInTheDocument();
  });

  it('says when the site is blocked', async () => {
    stubBrowser('denied');
    server.use(settingsHandler());
    renderWithApp(<PushSettingsSection />);
    expect(
      await screen.findByText(/Push notifications are blocked for this site/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enable push notifications' }),
    ).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the server key and posts the subscription; then turns off', async () => {
    const { state, notification } = stubBrowser('default', 'granted');
    const posted: unknown[] = [];
    const deleted: unknown[] = [];
    const publicKey = 'BAEC'.repeat(21) + 'BA';
    server.use(
      settingsHandler(),
      http.get('/api/push/public-key', () => HttpResponse.json({ publicKey })),
      http.post('/api/push/subscriptions', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ subscribed: true }, { status: 201 });
      }),
      http.delete('/api/push/subscriptions', async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ subscribed: false });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PushSettingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Enable push notifications' }));
    expect(
      await screen.findByText('Push notifications are on for this device.'),
    ).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(state.key).toEqual(base64UrlToBytes(publicKey));
    expect(posted).toEqual([SUBSCRIPTION]);

    await user.click(screen.getByRole('button', { name: 'Turn off push notifications' }));
    await waitFor(() => expect(deleted).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]));
    expect(state.unsubscribed).toBe(1);
    expect(
      await screen.findByRole('button', { name: 'Enable push notifications' }),
    ).toBeInTheDocument();
  });

  it('saves a type switched off for pushes', async () => {
    stubBrowser('granted');
    const saved: unknown[] = [];
    server.use(
      settingsHandler(),
      http.put('/api/push/settings', async ({ request }) => {
        const body = (await request.json()) as {
          preferences: { type: string; enabled: boolean }[];
        };
        saved.push(body);
        return HttpResponse.json({
          preferences: NOTIFICATION_TYPES.map((type) => ({
            type,
            enabled: type !== body.preferences[0]!.type,
          })),
        });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PushSettingsSection />);
    const upvoted = await screen.findByRole('checkbox', { name: 'Your recommendation is upvoted' });
    await user.click(upvoted);
    await waitFor(() =>
      expect(saved).toEqual([{ preferences: [{ type: 'response_upvoted', enabled: false }] }]),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Your recommendation is upvoted' }),
      ).not.toBeChecked(),
    );
  });

  it('unsubscribes this browser before signing out, and does nothing where push is unavailable', async () => {
    await forgetPushOnSignOut();
    const { state } = stubBrowser('granted');
    state.subscribed = true;
    const deleted: unknown[] = [];
    server.use(
      http.delete('/api/push/subscriptions', async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ subscribed: false });
      }),
    );
    await forgetPushOnSignOut();
    expect(deleted).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
    expect(state.unsubscribed).toBe(1);
  });

  it('decodes base64url keys', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
