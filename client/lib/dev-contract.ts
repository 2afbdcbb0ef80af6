/**
 * The API contract, checked by the client in development and tests (issue 10): every answer of the
 * routes below is parsed with the same zod schema the server serialises it through, so a server
 * (or a test fixture) that drifts from the contract fails loudly where it is cheap to notice.
 * Loaded only when `import.meta.env.DEV` (client/lib/api.ts), so production bundles carry neither
 * this table nor zod.
 */
import { z } from 'zod';
import {
  activityItemSchema,
  feedPageSchema,
  feedbackItemSchema,
  genreCategorySchema,
  genreSchema,
  pageSchema,
  publicProfileSchema,
  removedSaveSchema,
  requestGenresResultSchema,
  requestItemSchema,
  responseItemSchema,
  saveResultSchema,
  savedSongGroupSchema,
  sessionUserSchema,
  songDataOutputSchema,
  upvoteResultSchema,
  userGenreSchema,
} from '@common/schemas';
import { sessionListSchema, totpSetupSchema } from '@common/schemas/auth';
import {
  notificationPageSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from '@common/schemas/notifications';
import { cosignResultSchema, verdictResultSchema } from '@common/schemas/cosigns-and-verdicts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** [method, path pattern (no query string), schema of the 2xx body]. */
const CONTRACT: [Method, RegExp, z.ZodType][] = [
  ['GET', /^\/api\/auth\/me$/, sessionUserSchema],
  ['POST', /^\/api\/auth\/(login|register)$/, sessionUserSchema],
  ['GET', /^\/api\/auth\/sessions$/, sessionListSchema],
  ['POST', /^\/api\/auth\/2fa\/setup$/, totpSetupSchema],
  ['GET', /^\/api\/requests$/, feedPageSchema],
  ['GET', /^\/api\/users\/\d+\/requests$/, feedPageSchema],
  ['POST', /^\/api\/requests$/, requestItemSchema],
  ['GET', /^\/api\/requests\/\d+$/, requestItemSchema],
  ['GET', /^\/api\/requests\/\d+\/responses$/, z.array(responseItemSchema)],
  ['POST', /^\/api\/requests\/\d+\/responses$/, responseItemSchema],
  ['POST', /^\/api\/requests\/\d+\/genres$/, requestGenresResultSchema],
  ['POST', /^\/api\/(requests|responses)\/\d+\/upvote$/, upvoteResultSchema],
  ['POST', /^\/api\/(saved-songs|responses\/\d+\/save)$/, saveResultSchema],
  ['DELETE', /^\/api\/saved-songs\/\d+$/, removedSaveSchema],
  ['GET', /^\/api\/users\/\d+\/saved-songs$/, z.array(savedSongGroupSchema)],
  ['GET', /^\/api\/users\/\d+\/activity$/, pageSchema(activityItemSchema)],
  ['GET', /^\/api\/users\/\d+$/, publicProfileSchema],
  ['GET', /^\/api\/profile\/[^/]+$/, publicProfileSchema],
  ['GET', /^\/api\/users\/\d+\/genres$/, z.array(userGenreSchema)],
  ['GET', /^\/api\/genres$/, z.union([z.array(genreCategorySchema), z.array(genreSchema)])],
  ['GET', /^\/api\/(youtube|spotify)\/search$/, z.array(songDataOutputSchema)],
  ['POST', /^\/api\/responses\/\d+\/cosigns$/, cosignResultSchema],
  ['PUT', /^\/api\/responses\/\d+\/verdict$/, verdictResultSchema],
  ['GET', /^\/api\/notifications$/, notificationPageSchema],
  ['GET', /^\/api\/notifications\/unread-count$/, unreadCountSchema],
  ['GET', /^\/api\/notifications\/settings$/, notificationSettingsSchema],
  ['GET', /^\/api\/feedback$/, pageSchema(feedbackItemSchema)],
];

/**
 * Parses a 2xx `body` of `method path` with its contract schema, when the route is in the table.
 * Throws an Error naming the route and the first mismatches when the body does not fit.
 */
export function checkAnswer(method: string, path: string, body: unknown): void {
  const pathname = new URL(path, 'http://localhost').pathname;
  const entry = CONTRACT.find(([m, pattern]) => m === method && pattern.test(pathname));
  if (!entry) return;
  const result = entry[2].safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`API contract drift on ${method} ${pathname}: ${issues.join('; ')}`);
  }
}
