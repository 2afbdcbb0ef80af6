/**
 * HTTP routes of notifications: the bell's grouped pages and unread count, marking
 * read, following requests, and the live stream (Server-Sent Events, fed by LISTEN/NOTIFY).
 */
import { Gauge } from 'prom-client';
import type { App, AppDeps } from '../../app-types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { registerRoute } from '../../lib/route-table';
import { HttpError } from '../../lib/http-errors';
import { liveSessionHashes } from '../auth';
import { createStreamHub, MAX_STREAMS_PER_MEMBER, type StreamHub } from './notification-stream';
import {
  getSettings,
  isFollowing,
  listNotifications,
  markAllRead,
  markRead,
  setFollowing,
  streamStates,
  unreadCount,
  updateSettings,
} from './notifications.service';
import { NOTIFY_CHANNEL, settlePushes } from './notification-pushes';

export async function notificationRoutes(app: App, { db, config, listen }: AppDeps) {
  const hub = await liveHub(app, db, config, listen);
  // Pushes of committed writes go out before the database closes, those of HTTP calls still being answered included.
  app.addHook('onClose', () => settlePushes(db));
  bellRoutes(app, db, hub);
  settingsRoutes(app, db);
  requestFollowRoutes(app, db);
  streamRoute(app, hub);
}

/**
 * The hub of this instance's open streams, fed by LISTEN on the notification channel (when the
 * database has one), counted in the metrics and closed before the app closes.
 */
async function liveHub(
  app: App,
  db: Database,
  config: Config,
  listen: AppDeps['listen'],
): Promise<StreamHub> {
  const hub = createStreamHub({
    statesOf: (userIds) => streamStates(db, userIds),
    liveSessions: (tokenHashes) => liveSessionHashes(db, config, tokenHashes),
  });
  const unlisten = listen
    ? await listen(NOTIFY_CHANNEL, (payload) => hub.onPayload(payload))
    : null;
  new Gauge({
    name: 'hearsay_notification_streams',
    help: 'Open live-notification streams (SSE) on this instance.',
    registers: [app.metrics],
    collect() {
      this.set(hub.size());
    },
  });
  app.addHook('preClose', async () => {
    hub.closeAll();
    await unlisten?.();
  });
  return hub;
}

/** The bell: grouped pages, the unread count, marking read (each refreshes the member's streams). */
function bellRoutes(app: App, db: Database, hub: StreamHub) {
  registerRoute(app, 'getNotifications', async (request) =>
    listNotifications(db, request.user!.id, request.query.page),
  );

  registerRoute(app, 'getNotificationsUnreadCount', async (request) =>
    unreadCount(db, request.user!.id),
  );

  registerRoute(app, 'postNotificationsRead', async (request) => {
    const result = await markRead(db, request.user!.id, request.body);
    hub.refresh(request.user!.id);
    return result;
  });

  registerRoute(app, 'postNotificationsReadAll', async (request) => {
    const result = await markAllRead(db, request.user!.id);
    hub.refresh(request.user!.id);
    return result;
  });
}

/** Which notification types a member receives. */
function settingsRoutes(app: App, db: Database) {
  registerRoute(app, 'getNotificationsSettings', async (request) =>
    getSettings(db, request.user!.id),
  );

  registerRoute(app, 'putNotificationsSettings', async (request) =>
    updateSettings(db, request.user!.id, request.body),
  );
}

/** Following a request's new answers. */
function requestFollowRoutes(app: App, db: Database) {
  // GET reads whether the member follows request :id, PUT follows it, DELETE unfollows it.
  for (const [name, follow] of [
    ['getRequestFollow', undefined],
    ['putRequestFollow', true],
    ['deleteRequestFollow', false],
  ] as const) {
    registerRoute(app, name, async (request) =>
      follow === undefined
        ? isFollowing(db, request.user!.id, request.params.id)
        : setFollowing(db, request.user!.id, request.params.id, follow),
    );
  }
}

/** The live stream (Server-Sent Events) of a member's unread count; at most a few per member. */
function streamRoute(app: App, hub: StreamHub) {
  registerRoute(app, 'getNotificationsStream', async (request, reply) => {
    const user = request.user!;
    if (hub.count(user.id) >= MAX_STREAMS_PER_MEMBER)
      throw new HttpError(
        429,
        'rate_limited',
        'Too many open notification streams. Close another tab and try again.',
      );
    const tokenHash = request.sessionTokenHash!;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // Reconnect after 3 s when the connection drops.
    reply.raw.write('retry: 3000\n\n');
    hub.add({ userId: user.id, raw: reply.raw, tokenHash });
  });
}
