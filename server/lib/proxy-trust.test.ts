/**
 * TRUST_PROXY as documented: a hop count, addresses or CIDRs decide which
 * X-Forwarded-For entry is the client; the proxy's X-Request-Id is kept only from a trusted peer.
 * Fastify itself is used, since its own handling of a bare hop count (fail closed) was the bug.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { proxyTrust, requestIdGenerator } from './proxy-trust';

async function clientAddress(
  setting: boolean | number | string[],
  remoteAddress: string,
  forwardedFor?: string,
): Promise<string> {
  const trust = proxyTrust(setting);
  const app = Fastify({ trustProxy: trust === false ? false : trust });
  app.get('/', async (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: '/',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return res.json<{ ip: string }>().ip;
}

describe('client address behind proxies', () => {
  it.each([
    {
      name: 'off: the socket peer',
      setting: false,
      peer: '127.0.0.1',
      xff: '198.51.100.7',
      client: '127.0.0.1',
    },
    {
      name: 'one hop: the address our proxy appended',
      setting: 1,
      peer: '127.0.0.1',
      xff: '198.51.100.7',
      client: '198.51.100.7',
    },
    {
      name: 'one hop: a forged left part is ignored',
      setting: 1,
      peer: '127.0.0.1',
      xff: '192.0.2.66, 198.51.100.7',
      client: '198.51.100.7',
    },
    {
      name: 'two hops: CDN then nginx',
      setting: 2,
      peer: '10.0.0.2',
      xff: '192.0.2.66, 198.51.100.7, 203.0.113.9',
      client: '198.51.100.7',
    },
    {
      name: 'address list: the listed proxy is skipped',
      setting: ['127.0.0.1'],
      peer: '127.0.0.1',
      xff: '198.51.100.7',
      client: '198.51.100.7',
    },
    {
      name: 'CIDR list: every listed hop is skipped',
      setting: ['10.0.0.0/8'],
      peer: '10.1.2.3',
      xff: '198.51.100.7, 10.9.9.9',
      client: '198.51.100.7',
    },
    {
      name: 'address list: an unlisted peer is the client',
      setting: ['10.0.0.1'],
      peer: '203.0.113.50',
      xff: '192.0.2.66',
      client: '203.0.113.50',
    },
    {
      name: 'loopback keyword',
      setting: ['loopback'],
      peer: '::1',
      xff: '2001:db8::5',
      client: '2001:db8::5',
    },
  ])('$name', async ({ setting, peer, xff, client }) => {
    expect(await clientAddress(setting, peer, xff)).toBe(client);
  });
});

describe('request ids', () => {
  const fresh = () => 'fresh-id';
  const headers = { 'x-request-id': 'nginx-3f2a9c1d7e' };
  it('keeps a well-formed id from a trusted proxy', () => {
    expect(
      requestIdGenerator(
        proxyTrust(['127.0.0.1']),
        fresh,
      )({ headers, socket: { remoteAddress: '127.0.0.1' } }),
    ).toBe('nginx-3f2a9c1d7e');
    expect(
      requestIdGenerator(proxyTrust(1), fresh)({ headers, socket: { remoteAddress: '10.0.0.9' } }),
    ).toBe('nginx-3f2a9c1d7e');
  });
  it('makes its own for direct clients, untrusted peers and malformed ids', () => {
    expect(
      requestIdGenerator(
        proxyTrust(false),
        fresh,
      )({ headers, socket: { remoteAddress: '127.0.0.1' } }),
    ).toBe('fresh-id');
    expect(
      requestIdGenerator(
        proxyTrust(['127.0.0.1']),
        fresh,
      )({ headers, socket: { remoteAddress: '203.0.113.1' } }),
    ).toBe('fresh-id');
    expect(
      requestIdGenerator(
        proxyTrust(1),
        fresh,
      )({ headers: { 'x-request-id': 'a b\nforged' }, socket: { remoteAddress: '127.0.0.1' } }),
    ).toBe('fresh-id');
  });
});
