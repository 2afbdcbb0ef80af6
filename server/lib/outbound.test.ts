/** Outbound calls: bounded per attempt, retried once, failing fast once a provider is down. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOUND_TIMEOUT_MS, createOutboundClient } from './outbound';
import { YOUTUBE_TIMEOUT_MS } from '../providers/songs/youtube-provider';
import { GIF_API_TIMEOUT_MS } from '../providers/gifs/gif-provider';

let server: Server;
let base: string;
let hits = 0;
/** Next answers: a status, or 'hang' (never answers). */
let script: (number | 'hang')[] = [];
beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    const next = script.shift() ?? 200;
    if (next === 'hang') return;
    res.writeHead(next, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('outbound policy', () => {
  it('waits at most 3 s per attempt for the song and GIF providers', () => {
    expect(OUTBOUND_TIMEOUT_MS).toBe(3000);
    expect(YOUTUBE_TIMEOUT_MS).toBe(3000);
    expect(GIF_API_TIMEOUT_MS).toBe(3000);
  });

  it('retries a 5xx once and returns the second answer', async () => {
    const client = createOutboundClient({ retryDelayMs: 10 });
    script = [503, 200];
    hits = 0;
    const res = await client.fetch(base);
    expect(res.status).toBe(200);
    expect(hits).toBe(2);
  });

  it('does not retry a 4xx (a quota answer must not be spent twice)', async () => {
    const client = createOutboundClient({ retryDelayMs: 10 });
    script = [429];
    hits = 0;
    expect((await client.fetch(base)).status).toBe(429);
    expect(hits).toBe(1);
  });

  it('gives up on a hanging provider after two bounded attempts', async () => {
    const client = createOutboundClient({ timeoutMs: 200, retryDelayMs: 10 });
    script = ['hang', 'hang'];
    const started = Date.now();
    await expect(client.fetch(base)).rejects.toThrow();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(1500);
  });

  it('opens the circuit after 5 failed calls: later calls fail at once without reaching the provider', async () => {
    const client = createOutboundClient({ timeoutMs: 100, retryDelayMs: 5, openMs: 60_000 });
    script = Array(10).fill(500);
    for (let i = 0; i < 5; i++) await expect(client.fetch(base)).rejects.toThrow();
    expect(client.isOpen()).toBe(true);
    hits = 0;
    const started = Date.now();
    await expect(client.fetch(base)).rejects.toThrow(/circuit/i);
    expect(Date.now() - started).toBeLessThan(50);
    expect(hits).toBe(0);
  });

  it('closes again after a successful trial call once the open period ends', async () => {
    const client = createOutboundClient({ timeoutMs: 100, retryDelayMs: 5, openMs: 100 });
    script = Array(10).fill(500);
    for (let i = 0; i < 5; i++) await expect(client.fetch(base)).rejects.toThrow();
    script = [200];
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await client.fetch(base)).status).toBe(200);
    expect(client.isOpen()).toBe(false);
  });
});
