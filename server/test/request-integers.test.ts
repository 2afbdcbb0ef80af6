/**
 * Every integer a request may carry fits the `integer` columns it is compared with or stored in
 *: 2^31 and 2^53 − 1 used to reach PostgreSQL and answer 500. The first test
 * walks the path, query and body schemas of every /api route, so a route added later with an
 * unbounded integer fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest, useTestApp, type Method } from './factories';
import { signUpStaff, type SignedIn } from './harness';
import { INT4_MAX, INT4_MIN, numberFields } from './zod-numbers';

const t = useTestApp({ seed: false, members: ['member'] });
let staff: SignedIn;
let requestId: number;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx);
  requestId = await createRequest(t.ctx, t.member);
});

describe('request schemas', () => {
  it('bound every number of every route by the int4 range', () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const route of t.ctx.app.apiRoutes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['params', 'querystring', 'body'] as const) {
        for (const field of numberFields(schema[part], `${route.method} ${route.url} ${part}`)) {
          checked++;
          if (field.max > INT4_MAX || field.min < INT4_MIN)
            unbounded.push(
              `${field.path} (${field.isInt ? 'int' : 'number'} ${field.min}..${field.max})`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(unbounded).toEqual([]);
  });
});

describe('integers past int4 answer 400, never 500', () => {
  // 2^31 (one past int4), 2^53 − 1 (the largest integer a JSON number holds exactly).
  const tooBig = [2 ** 31, Number.MAX_SAFE_INTEGER];
  const cases: {
    name: string;
    who: 'member' | 'staff';
    method: Method;
    url: (n: number) => string;
    body?: (n: number) => unknown;
  }[] = [
    {
      name: 'POST /api/reports targetId',
      who: 'member',
      method: 'POST',
      url: () => '/api/reports',
      body: (n) => ({ targetType: 'request', targetId: n, reason: 'spam' }),
    },
    {
      name: 'PUT /api/notifications/settings watchedGenreIds',
      who: 'member',
      method: 'PUT',
      url: () => '/api/notifications/settings',
      body: (n) => ({ watchedGenreIds: [n] }),
    },
    {
      name: 'POST /api/notifications/read requestId',
      who: 'member',
      method: 'POST',
      url: () => '/api/notifications/read',
      body: (n) => ({ type: 'response_to_your_request', requestId: n, responseId: null }),
    },
    {
      name: 'GET /api/requests/{id}?userId',
      who: 'member',
      method: 'GET',
      url: (n) => `/api/requests/${requestId}?userId=${n}`,
    },
    {
      name: 'GET /api/requests/{id}',
      who: 'member',
      method: 'GET',
      url: (n) => `/api/requests/${n}`,
    },
    {
      name: 'POST /api/admin/moderation targetId',
      who: 'staff',
      method: 'POST',
      url: () => '/api/admin/moderation',
      body: (n) => ({ action: 'hide', targetType: 'request', targetId: n }),
    },
    {
      name: 'POST /api/admin/update-response-genres/{id} genreIds',
      who: 'staff',
      method: 'POST',
      url: () => '/api/admin/update-response-genres/1',
      body: (n) => ({ genreIds: [n], fixType: 'manual' }),
    },
    {
      name: 'POST /api/admin/update-response-genres/{id}',
      who: 'staff',
      method: 'POST',
      url: (n) => `/api/admin/update-response-genres/${n}`,
      body: () => ({ genreIds: [], fixType: 'manual' }),
    },
  ];
  for (const c of cases) {
    for (const n of tooBig) {
      it(`${c.name} = ${n}`, async () => {
        const res = await t.call(
          c.who === 'staff' ? staff : t.member,
          c.method,
          c.url(n),
          c.body?.(n),
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        });
      });
    }
  }
  it('still accepts the largest int4 (an unknown id: 404, or nothing to do)', async () => {
    const res = await t.call(t.member, 'POST', '/api/reports', {
      targetType: 'request',
      targetId: INT4_MAX,
      reason: 'spam',
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});
