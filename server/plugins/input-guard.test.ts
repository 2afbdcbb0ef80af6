/** Central input hygiene: NUL, unpaired surrogates and unknown body keys answer 400 everywhere. */
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/factories';
import { findUnsafeText, isPlainContainer, unsafeTextReason } from './input-guard';

const t = useTestApp({ seed: false, members: ['member'] });

describe('unsafeTextReason / findUnsafeText', () => {
  it('accepts ordinary text including paired surrogates (emoji)', () => {
    expect(unsafeTextReason('Björk 🎵 — “ok”')).toBeNull();
    expect(findUnsafeText({ a: ['x', { b: '🎶' }] }, 'body')).toBeNull();
  });
  it('finds NUL and lone surrogates in values and keys, with their path', () => {
    expect(findUnsafeText({ a: ['x', { b: 'a\u0000b' }] }, 'body')).toMatchObject({
      path: 'body.a.1.b',
    });
    expect(findUnsafeText({ s: '\uD800' }, 'body')?.reason).toMatch(/surrogate/);
    expect(findUnsafeText({ s: 'x\uDC00' }, 'body')?.reason).toMatch(/surrogate/);
    expect(findUnsafeText({ ['k\u0000']: 1 }, 'query')?.path).toBe('query key');
  });
  it('walks only arrays and plain objects: a binary body is not iterated', () => {
    const upload = Buffer.alloc(64 * 1024, 0);
    const entries = vi.spyOn(Object, 'entries');
    try {
      expect(findUnsafeText(upload, 'body')).toBeNull();
      expect(findUnsafeText({ picture: upload, typed: new Uint8Array(8) }, 'body')).toBeNull();
      const walked = entries.mock.calls.map(([value]) => value);
      expect(walked).not.toContain(upload);
      expect(walked.some((value) => ArrayBuffer.isView(value))).toBe(false);
    } finally {
      entries.mockRestore();
    }
    expect(isPlainContainer(upload)).toBe(false);
    expect(isPlainContainer(new Date())).toBe(false);
    expect(isPlainContainer(Object.create(null))).toBe(true);
    expect(isPlainContainer(Object.create(Object.create(null) as object))).toBe(true);
    expect(isPlainContainer({ a: 1 })).toBe(true);
    expect(isPlainContainer([1])).toBe(true);
  });
  it('bounds nesting without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep, 'body')?.reason).toMatch(/nested/);
  });
});

describe('over HTTP', () => {
  const cases: {
    name: string;
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    auth: boolean;
  }[] = [
    {
      name: 'anonymous sign-in with NUL in the e-mail',
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b', password: 'x' },
      auth: false,
    },
    {
      name: 'sign-up with a lone surrogate',
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.co', displayName: 'Ana \uD83D', password: 'secret-password' },
      auth: false,
    },
    {
      name: 'text request with NUL',
      method: 'POST',
      url: '/api/requests',
      payload: { type: 'text', content: 'hi\u0000' },
      auth: true,
    },
    {
      name: 'genre suggestion with a lone low surrogate',
      method: 'POST',
      url: '/api/genres/suggest',
      payload: { name: '\uDC00rock' },
      auth: true,
    },
    { name: 'genre search with %00', method: 'GET', url: '/api/genres?search=a%00b', auth: true },
    { name: 'feed search with %00', method: 'GET', url: '/api/requests?search=%00', auth: true },
    {
      name: 'song search with %00',
      method: 'GET',
      url: '/api/youtube/search?query=a%00',
      auth: true,
    },
    { name: 'profile slug with %00', method: 'GET', url: '/api/profile/a%00b', auth: true },
  ];
  for (const c of cases) {
    it(`answers 400 invalid_text: ${c.name}`, async () => {
      const res = await t.ctx.app.inject({
        method: c.method,
        url: c.url,
        headers: c.auth ? { cookie: t.member.cookie } : {},
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'invalid_text',
        message: expect.stringMatching(/NUL|surrogate/),
      });
    });
  }

  it('still answers 401 before 400 to anonymous callers of member routes', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { type: 'text', content: '\u0000' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses unknown body keys on writes, naming the key', async () => {
    const res = await t.call(t.member, 'POST', '/api/requests', {
      type: 'text',
      content: 'hello',
      contnet: 'typo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringContaining('contnet'),
    });
    const login = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x', remember: true },
    });
    expect(login.statusCode).toBe(400);
  });

  it('keeps queries lenient: an unknown query parameter is ignored', async () => {
    const res = await t.ctx.app.inject({
      url: '/api/requests?utm_source=x',
      headers: { cookie: t.member.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
