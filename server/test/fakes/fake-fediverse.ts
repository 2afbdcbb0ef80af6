/**
 * A fake fediverse server for federation tests (decision 046): a loopback HTTP server holding
 * Mastodon-shaped actors (`/users/{name}` with an RSA public key, an inbox and the shared `/inbox`)
 * that records every activity delivered to it, and signs activities as one of its actors with
 * Fedify's `signRequest` (draft-cavage, like Mastodon) for injection into our app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '@fedify/fedify';
import { CryptographicKey, Endpoints, Person } from '@fedify/vocab';

export interface FakeActor {
  name: string;
  id: URL;
  keys: CryptoKeyPair;
}

export interface FakeFediverse {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `127.0.0.1:{port}`, the host part of its handles. */
  host: string;
  /** Activities delivered to any of its inboxes, parsed, in arrival order. */
  received: Record<string, unknown>[];
  actor(name: string): Promise<FakeActor>;
  /**
   * The injection of `activity` POSTed to `url` (our app's inbox, e.g. `http://hearsay.example/ap/inbox`),
   * signed with `signer`'s key (or `keyOf`'s, to forge a wrong signature).
   */
  signedPost(
    url: string,
    signer: FakeActor,
    activity: Record<string, unknown>,
    keyOf?: FakeActor,
  ): Promise<{ method: 'POST'; url: string; headers: Record<string, string>; payload: string }>;
  close(): Promise<void>;
}

/** Starts the fake server on a free loopback port. */
export async function startFakeFediverse(): Promise<FakeFediverse> {
  const actors = new Map<string, FakeActor>();
  const documents = new Map<string, unknown>();
  const received: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') {
        try {
          received.push(
            JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          );
        } catch {
          // not JSON: recorded as nothing
        }
        res.writeHead(202).end();
        return;
      }
      const doc = documents.get(req.url ?? '');
      if (!doc) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(doc));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    received,
    async actor(name) {
      const existing = actors.get(name);
      if (existing) return existing;
      const id = new URL(`/users/${name}`, origin);
      // 2048 bits, Mastodon's size: made in a fraction of the time of Fedify's 4096-bit default.
      const keys = await crypto.subtle.generateKey(
        {
          name: 'RSASSA-PKCS1-v1_5',
          modulusLength: 2048,
          publicExponent: new Uint8Array([1, 0, 1]),
          hash: 'SHA-256',
        },
        true,
        ['sign', 'verify'],
      );
      const person = new Person({
        id,
        preferredUsername: name,
        name: `${name[0]!.toUpperCase()}${name.slice(1)} Remote`,
        inbox: new URL(`/users/${name}/inbox`, origin),
        endpoints: new Endpoints({ sharedInbox: new URL('/inbox', origin) }),
        publicKey: new CryptographicKey({
          id: new URL(`${id.href}#main-key`),
          owner: id,
          publicKey: keys.publicKey,
        }),
      });
      documents.set(id.pathname, await person.toJsonLd());
      const actor = { name, id, keys };
      actors.set(name, actor);
      return actor;
    },
    async signedPost(url, signer, activity, keyOf = signer) {
      const body = JSON.stringify(activity);
      const request = await signRequest(
        new Request(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/activity+json',
            accept: 'application/activity+json',
          },
          body,
        }),
        keyOf.keys.privateKey,
        new URL(`${signer.id.href}#main-key`),
        { spec: 'draft-cavage-http-signatures-12' },
      );
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => (headers[name] = value));
      headers.host = new URL(url).host;
      return { method: 'POST', url: new URL(url).pathname, headers, payload: body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
