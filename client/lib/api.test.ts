/** The SPA's HTTP client (client/lib/api.ts): error codes from the server's body, network failures, query strings. */
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  api,
  ApiError,
  apiTransport,
  callApi,
  isApiError,
  sessionLostListeners,
  TIMEOUT_MESSAGE,
  WRITE_DEADLINE_MS,
  withQuery,
} from './api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost';
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as ApiError,
  );

describe('api', () => {
  it('throws ApiError with the server’s code and message', async () => {
    server.use(
      http.get(`${base}/api/requests/9`, () =>
        HttpResponse.json({ error: 'not_found', message: 'Request not found.' }, { status: 404 }),
      ),
    );
    const err = await caught(api(`${base}/api/requests/9`));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'not_found', message: 'Request not found.' });
    expect(isApiError(err, 'not_found')).toBe(true);
    expect(isApiError(err, 'forbidden', 'validation_error')).toBe(false);
  });

  it('has no code for an answer that is not the API’s (a proxy page) or an unknown code', async () => {
    server.use(
      http.get(`${base}/api/a`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
      http.get(`${base}/api/b`, () =>
        HttpResponse.json({ error: 'made_up', message: 'x' }, { status: 400 }),
      ),
    );
    expect(await caught(api(`${base}/api/a`))).toMatchObject({
      status: 502,
      code: null,
      message: '502: <h1>Bad gateway</h1>',
    });
    expect((await caught(api(`${base}/api/b`)))!.code).toBeNull();
  });

  it('turns a network failure into status 0 without a code', async () => {
    server.use(http.get(`${base}/api/down`, () => HttpResponse.error()));
    expect(await caught(api(`${base}/api/down`))).toMatchObject({ status: 0, code: null });
  });

  it('parses answers with the server’s schema in development and tests: a drifted answer fails loudly', async () => {
    server.use(
      http.get(`${base}/api/requests/9`, () => HttpResponse.json({ id: 9, type: 'text' })),
      http.get(`${base}/api/notifications/unread-count`, () => HttpResponse.json({ unread: 2 })),
    );
    await expect(api(`${base}/api/requests/9`)).rejects.toThrow(
      /API contract drift on GET \/api\/requests\/9: content: /,
    );
    await expect(api(`${base}/api/notifications/unread-count`)).resolves.toEqual({ unread: 2 });
  });

  it('builds query strings without null or undefined values', () => {
    expect(withQuery('/api/x', { page: 2, q: 'a b', none: null, gone: undefined })).toBe(
      '/api/x?page=2&q=a+b',
    );
  });
});

describe('Idempotency-Key', () => {
  it('retries a keyed POST once, with its key, after a dropped connection or a 502; keeps the key for a later retry; a new one after an answer', async () => {
    const keys: (string | null)[] = [];
    const script = ['network', 'created', 'bad-gateway', 'bad-gateway', 'created', 'created'];
    server.use(
      http.post(`${base}/api/reports`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const step = script.shift();
        if (step === 'network') return HttpResponse.error();
        if (step === 'bad-gateway')
          return new HttpResponse('<h1>Bad gateway</h1>', { status: 502 });
        return HttpResponse.json({ id: keys.length }, { status: 201 });
      }),
    );
    // A path outside the contract: the development check of answers does not apply to it.
    const send = (content: string) =>
      api(`${base}/api/reports`, {
        method: 'POST',
        body: { type: 'text', content },
        idempotent: true,
      });
    // A dropped connection, then the retry is answered: one call, two sends, one key.
    expect(await send('first')).toEqual({ id: 2 });
    expect(keys[1]).toBe(keys[0]);
    // Two 502s: the call fails after its one retry, and the member's next try keeps the key.
    expect(await caught(send('second'))).toMatchObject({ status: 502 });
    expect(await send('second')).toEqual({ id: 5 });
    expect(keys.slice(2, 5)).toEqual([keys[2], keys[2], keys[2]]);
    expect(keys[2]).not.toBe(keys[0]);
    // The same text posted again on purpose after its answer is a new submission.
    await send('second');
    expect(keys[0]).toMatch(/^[\w-]{20,}$/);
    expect(keys[5]).not.toBe(keys[2]);
  });

  it('does not retry a write sent without a key, nor a keyed one the server refused', async () => {
    let calls = 0;
    server.use(
      http.post(`${base}/api/unlisted-plain`, () => {
        calls++;
        return new HttpResponse('<h1>Bad gateway</h1>', { status: 502 });
      }),
      http.post(`${base}/api/unlisted-refused`, () => {
        calls++;
        return HttpResponse.json({ error: 'validation_error', message: 'No.' }, { status: 400 });
      }),
    );
    await caught(
      api(`${base}/api/unlisted-plain`, { method: 'POST', body: {}, idempotent: false }),
    );
    expect(calls).toBe(1);
    await caught(
      api(`${base}/api/unlisted-refused`, { method: 'POST', body: {}, idempotent: true }),
    );
    expect(calls).toBe(2);
  });

  it('gives different bodies different keys and sends none when told not to', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${base}/api/feedback`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({}, { status: 400 });
      }),
    );
    await caught(
      api(`${base}/api/feedback`, { method: 'POST', body: { comment: 'a' }, idempotent: true }),
    );
    await caught(
      api(`${base}/api/feedback`, { method: 'POST', body: { comment: 'b' }, idempotent: true }),
    );
    await caught(
      api(`${base}/api/feedback`, { method: 'POST', body: { comment: 'a' }, idempotent: false }),
    );
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).not.toBeNull();
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeNull();
  });

  it('callApi takes method and path from the route table (decision 036)', async () => {
    const calls: string[] = [];
    const original = apiTransport.fetch;
    apiTransport.fetch = async (url, init) => {
      calls.push(`${init.method} ${url}`);
      return HttpResponse.json({ following: true });
    };
    try {
      const answer = await callApi('putRequestFollow', { params: { id: 7 } });
      expect(answer).toEqual({ following: true });
      expect(calls).toEqual(['PUT /api/requests/7/follow']);
    } finally {
      apiTransport.fetch = original;
    }
  });

  it('callApi types the body from the body schema and the answer from the contract', () => {
    // Type-level only (checked by `tsc`): the calls below are built, never sent.
    const typed = () => {
      const created = callApi('postRequestResponses', {
        params: { id: 1 },
        body: { userId: 1, songId: 'abc', songData: { id: 'abc' } },
      });
      expectTypeOf(created).resolves.toHaveProperty('requestId').toEqualTypeOf<number>();
      expectTypeOf(callApi('getRequest', { params: { id: 1 } }))
        .resolves.toHaveProperty('content')
        .toEqualTypeOf<string | null>();
      // @ts-expect-error -- a reply's body is `{ body: string }`, not `{ text }`
      void callApi('postResponseReplies', { params: { id: 1 }, body: { text: 'hi' } });
      // @ts-expect-error -- a verdict is one of the verdict names
      void callApi('putResponseVerdict', { params: { id: 1 }, body: { verdict: 'meh' } });
      // @ts-expect-error -- a route that takes no body refuses one
      void callApi('getRequest', { params: { id: 1 }, body: { id: 1 } });
      // @ts-expect-error -- a route with a required body needs it
      void callApi('postReports', {});
      // @ts-expect-error -- the path's placeholders are required
      void callApi('getRequest');
      // Auth bodies are typed too: a default may be left out, a wrong field is refused.
      void callApi('postAuthChangePassword', { body: { currentPassword: 'a', newPassword: 'b' } });
      // @ts-expect-error -- two-factor takes `{ code }`
      void callApi('postAuthTwoFactorVerify', { body: { token: '123456' } });
    };
    expect(typed).toBeTypeOf('function');
  });
});

describe('every write carries a key (decision 044)', () => {
  it('keys PUT, PATCH and DELETE like POST, never a GET', async () => {
    const seen: string[] = [];
    const original = apiTransport.fetch;
    apiTransport.fetch = async (url, init) => {
      const key = new Headers(init.headers).get('idempotency-key');
      seen.push(`${init.method} ${key === null ? 'none' : 'key'}`);
      return HttpResponse.json({});
    };
    try {
      await api('/x/toggle', { method: 'PUT', body: { on: true } });
      await api('/x/edit', { method: 'PATCH', body: { text: 'a' } });
      await api('/x/gone', { method: 'DELETE' });
      await api('/x/read');
      expect(seen).toEqual(['PUT key', 'PATCH key', 'DELETE key', 'GET none']);
    } finally {
      apiTransport.fetch = original;
    }
  });

  it('ends a write that gets no answer within the deadline, keeping its key for the retry', async () => {
    vi.useFakeTimers();
    const keys: (string | null)[] = [];
    const original = apiTransport.fetch;
    apiTransport.fetch = (_url, init) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      // Never answers; only the abort ends it.
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    };
    try {
      const first = caught(api('/x/slow', { method: 'POST', body: { a: 1 } }));
      await vi.advanceTimersByTimeAsync(WRITE_DEADLINE_MS - 1);
      expect(keys).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
      const second = caught(api('/x/slow', { method: 'POST', body: { a: 1 } }));
      await vi.advanceTimersByTimeAsync(WRITE_DEADLINE_MS);
      await second;
      expect(keys).toEqual([keys[0], keys[0]]);
    } finally {
      apiTransport.fetch = original;
      vi.useRealTimers();
    }
  });

  it('tells the session listeners about an unauthorized answer, not about a refused password', async () => {
    server.use(
      http.post(`${base}/api/lost`, () =>
        HttpResponse.json({ error: 'unauthorized', message: 'Sign in.' }, { status: 401 }),
      ),
      http.post(`${base}/api/wrong`, () =>
        HttpResponse.json({ error: 'invalid_credentials', message: 'No.' }, { status: 401 }),
      ),
    );
    const heard: number[] = [];
    const listener = (err: ApiError) => heard.push(err.status);
    sessionLostListeners.add(listener);
    try {
      await caught(api(`${base}/api/wrong`, { method: 'POST', body: {} }));
      expect(heard).toEqual([]);
      expect(await caught(api(`${base}/api/lost`, { method: 'POST', body: {} }))).toMatchObject({
        status: 401,
      });
      expect(heard).toEqual([401]);
    } finally {
      sessionLostListeners.delete(listener);
    }
  });
});
