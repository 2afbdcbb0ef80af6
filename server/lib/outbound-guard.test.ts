/**
 * The outbound guard against real sockets on loopback, with host names resolved by a resolver the
 * test controls: hostile literals and names are refused before any socket opens, a name that
 * rebinds to loopback after a first public answer is refused at connect time, and a redirect from
 * an allowed server to 127.0.0.1 (literal or by name) never reaches the inside server.
 */
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard, isOutboundRefusal, isPublicAddress } from './outbound-guard';

const PUBLIC = '93.184.215.14';
const names: Record<string, string[]> = {
  'loop.test': ['127.0.0.1'],
  'localhost.': ['127.0.0.1', '::1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'mixed.test': [PUBLIC, '10.0.0.7'],
  'metadata.test': ['169.254.169.254'],
  'nat64.test': ['64:ff9b::7f00:1'],
  'public.test': ['127.0.0.2'], // the stand-in for an outside server (allowed below)
};
let rebindAnswers: string[] = [];
const resolved: string[] = [];
const resolve = async (host: string): Promise<LookupAddress[]> => {
  resolved.push(host);
  const list = host === 'rebind.test' ? [rebindAnswers.shift() ?? '127.0.0.1'] : names[host];
  if (!list) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const guard = createOutboundGuard({ resolve, allowAddresses: ['127.0.0.2'] });

let inside: Server;
let outside: Server;
let insideHits = 0;
let insidePort = 0;
let outsidePort = 0;
const listen = (server: Server, host: string) =>
  new Promise<number>((done) =>
    server.listen(0, host, () => done((server.address() as AddressInfo).port)),
  );
beforeAll(async () => {
  inside = createServer((_req, res) => {
    insideHits++;
    res.end('internal secret');
  });
  insidePort = await listen(inside, '127.0.0.1');
  outside = createServer((req, res) => {
    const to = new URL(req.url!, 'http://x').searchParams.get('to');
    if (to) res.writeHead(302, { location: to }).end();
    else res.end('outside');
  });
  outsidePort = await listen(outside, '127.0.0.2');
});
afterAll(async () => {
  await guard.dispatcher.close();
  inside.close();
  outside.close();
});

/** The guard's refusal, or the error/answer that came instead. */
async function refused(url: string): Promise<boolean> {
  try {
    await guard.fetch(url);
    return false;
  } catch (error) {
    return isOutboundRefusal(error);
  }
}

describe('isPublicAddress', () => {
  it('accepts public unicast only', () => {
    for (const ok of [PUBLIC, '8.8.8.8', '2606:4700::1111', '[2606:4700::1111]'])
      expect(isPublicAddress(ok), ok).toBe(true);
    for (const bad of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '[::127.0.0.1]',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      'fe80::1',
      'fd00:ec2::254',
      '2002:7f00:1::1',
      '2001::1',
      'not-an-address',
    ])
      expect(isPublicAddress(bad), bad).toBe(false);
  });
});

describe('createOutboundGuard', () => {
  it('reaches an allowed server (the control: the refusals below are the guard’s, not the network’s)', async () => {
    const res = await guard.fetch(`http://public.test:${outsidePort}/`);
    expect(await res.text()).toBe('outside');
  });

  it('refuses hostile literals and names before anything inside is reached', async () => {
    const p = insidePort;
    for (const url of [
      `http://127.0.0.1:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::127.0.0.1]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[64:ff9b::7f00:1]:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f.1:${p}/`,
      `http://localhost.:${p}/`,
      `http://loop.test:${p}/`,
      `http://127.0.0.1.nip.io:${p}/`,
      `http://mixed.test:${p}/`,
      `http://metadata.test:${p}/`,
      `http://nat64.test:${p}/`,
    ])
      expect(await refused(url), url).toBe(true);
    expect(insideHits).toBe(0);
  });

  it('checks the addresses the socket connects to: a name that rebinds after a public answer is refused', async () => {
    rebindAnswers = [PUBLIC, '127.0.0.1'];
    await expect(guard.assertPublicHost('rebind.test')).resolves.toBeUndefined();
    expect(await refused(`http://rebind.test:${insidePort}/`)).toBe(true);
    expect(insideHits).toBe(0);
  });

  it('checks every redirect hop: a redirect to 127.0.0.1, by literal or by name, is refused', async () => {
    for (const to of [
      `http://127.0.0.1:${insidePort}/`,
      `http://loop.test:${insidePort}/`,
      `http://[::ffff:127.0.0.1]:${insidePort}/`,
    ]) {
      const url = `http://public.test:${outsidePort}/?to=${encodeURIComponent(to)}`;
      expect(await refused(url), to).toBe(true);
    }
    expect(insideHits).toBe(0);
  });

  it('allows private addresses only when told to (tests and local fakes)', async () => {
    const open = createOutboundGuard({ resolve, allowPrivateAddresses: true });
    const res = await open.fetch(`http://loop.test:${insidePort}/`);
    expect(await res.text()).toBe('internal secret');
    await open.dispatcher.close();
    insideHits = 0;
  });
});
