/** The API's error contract: one `{ error, message }` shape and the right 4xx for bad input. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/factories';

const t = useTestApp({ seed: false, members: ['member'] });

describe('HTTP error contract', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: t.member.cookie, 'content-type': 'application/json' },
      payload: '{"type": "text", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('answers a non-JSON write with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.ctx.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie: t.member.cookie, 'content-type': type },
        payload: 'type=text&content=hi',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error).toBe('unsupported_media_type');
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: t.member.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'text', content: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });

  it('answers schema violations with 400 and a message', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: t.member.cookie },
      payload: { type: 'poem' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', message: expect.any(String) });
  });

  it("answers the router's own refusals in the { error, message } shape", async () => {
    const badUrl = await t.ctx.app.inject({ url: '/api/requests/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: 'bad_request',
      message: 'The address is not a valid URL.',
    });
    const long = await t.ctx.app.inject({ url: `/api/requests/${'9'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: 'uri_too_long',
      message: 'A part of the address is too long.',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.ctx.app.inject({
      url: '/api/nothing-here',
      headers: { cookie: t.member.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  it('refuses cross-site writes', async () => {
    for (const [origin, status] of [
      ['https://evil.example', 403],
      ['http://localhost:3000', 201],
    ] as const) {
      const res = await t.ctx.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie: t.member.cookie, origin, host: 'localhost:3000' },
        payload: { type: 'text', content: 'hi' },
      });
      expect(res.statusCode, origin).toBe(status);
    }
  });

  it('refuses a userId that is not the session user with 403', async () => {
    const res = await t.call(t.member, 'POST', '/api/requests', {
      userId: t.member.user.id + 1000,
      type: 'text',
      content: 'hi',
    });
    expect(res.statusCode).toBe(403);
    const list = await t.ctx.app.inject({
      url: `/api/requests?userId=${t.member.user.id + 1}`,
      headers: { cookie: t.member.cookie },
    });
    expect(list.statusCode).toBe(403);
  });

  it('sends security headers, with the CSP enforced by default', async () => {
    const res = await t.ctx.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
