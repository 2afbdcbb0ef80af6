/**
 * HTTP routes of notifications (issue 14): the bell's grouped pages and unread count, marking
 * read, following requests, and the live stream (Server-Sent Events, fed by LISTEN/NOTIFY).
 */
import { z } from 'zod';
import { Gauge } from 'prom-client';
import { idParamsSchema } from '../../../common/schemas';
import {
  followStateSchema,
  markReadBodySchema,
  notificationPageSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../../../common/schemas/notifications';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { HttpError } from '../../lib/http-errors';
import { isSessionStillLive } from '../auth/session-plugin';
import { createStreamHub, MAX_STREAMS_PER_MEMBER } from './notification-stream';
import {
  getSettings,
  isFollowing,
  latestId,
  listNotifications,
  markAllRead,
  markRead,
  NOTIFY_CHANNEL,
  setFollowing,
  settlePushes,
  unreadCount,
  updateSettings,
} from './notifications.service';

export async function notificationRoutes(app: App, { db, config, listen }: AppDeps) {
  const hub = createStreamHub(async (userId) => ({
    ...(await unreadCount(db, userId)),
    latestId: await latestId(db, userId),
  }));
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
  // Pushes of committed writes go out before the database closes, those of HTTP calls still being answered included.
  app.addHook('onClose', () => settlePushes(db));

  registerRoute(
    app,
    'getNotifications',
    {
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } },
      config: { access: 'member' },
    },
    async (request) => listNotifications(db, request.user!.id, request.query.page),
  );

  registerRoute(
    app,
    'getNotificationsUnreadCount',
    { schema: { response: { 200: unreadCountSchema } }, config: { access: 'member' } },
    async (request) => unreadCount(db, request.user!.id),
  );

  registerRoute(
    app,
    'postNotificationsRead',
    {
      schema: { body: markReadBodySchema, response: { 200: unreadCountSchema } },
      config: { access: 'member' },
    },
    async (request) => {
      const result = await markRead(db, request.user!.id, request.body);
      hub.refresh(request.user!.id);
      return result;
    },
  );

  registerRoute(
    app,
    'postNotificationsReadAll',
    { schema: { response: { 200: unreadCountSchema } }, config: { access: 'member' } },
    async (request) => {
      const result = await markAllRead(db, request.user!.id);
      hub.refresh(request.user!.id);
      return result;
    },
  );

  registerRoute(
    app,
    'getNotificationsSettings',
    { schema: { response: { 200: notificationSettingsSchema } }, config: { access: 'member' } },
    async (request) => getSettings(db, request.user!.id),
  );

  registerRoute(
    app,
    'putNotificationsSettings',
    {
      schema: {
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema },
      },
      config: { access: 'member' },
    },
    async (request) => updateSettings(db, request.user!.id, request.body),
  );

  // GET reads whether the member follows request :id, PUT follows it, DELETE unfollows it.
  for (const [name, follow] of [
    ['getRequestFollow', undefined],
    ['putRequestFollow', true],
    ['deleteRequestFollow', false],
  ] as const) {
    registerRoute(
      app,
      name,
      {
        schema: { params: idParamsSchema, response: { 200: followStateSchema } },
        config: { access: 'member' },
      },
      async (request) =>
        follow === undefined
          ? isFollowing(db, request.user!.id, request.params.id)
          : setFollowing(db, request.user!.id, request.params.id, follow),
    );
  }

  registerRoute(
    app,
    'getNotificationsStream',
    { schema: { response: { 200: z.string() } }, config: { access: 'member' } },
    async (request, reply) => {
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
      await hub.add({
        userId: user.id,
        raw: reply.raw,
        stillSignedIn: () => isSessionStillLive(db, config, tokenHash),
      });
    },
  );
}
