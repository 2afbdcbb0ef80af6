/**
 * A local push service for tests: an HTTP server on loopback that plays the part of a
 * browser vendor's push service. It hands out subscriptions whose keys it holds (a P-256 key pair
 * made with node:crypto ECDH and a random 16-byte auth secret), and for each push it receives it
 * checks the VAPID header (RFC 8292: an ES256 JWT whose `aud` is the endpoint's origin, signed by
 * the key in `k`) and decrypts the aes128gcm body (RFC 8291 keys, RFC 8188 record) with the
 * subscription's private key. Tests read what arrived, or make a subscription answer 410 (gone).
 * Everything is done here from the RFCs with node:crypto, not with the web-push package, so a
 * mistake in how the app uses it cannot hide.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push the fake accepted (or refused), with what it verified and decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  status: number;
  ttl: number;
  /** The VAPID JWT's claims (`aud`, `exp`, `sub`). */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key of the sender (the `k` parameter). */
  senderKey: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

export interface FakeSubscription {
  id: string;
  /** What a browser posts: PushSubscription.toJSON(). */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface PushServiceFake {
  origin: string;
  /** A new browser subscription on this service. */
  subscribe(): FakeSubscription;
  /** Makes pushes to subscription `id` answer `status` (e.g. 410: the browser unsubscribed). */
  answer(id: string, status: number): void;
  received: ReceivedPush[];
  /** Problems found in pushes (a bad JWT, a body that does not decrypt): a test expects none. */
  errors: string[];
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** HKDF-SHA-256 (RFC 5869) as a Buffer. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Checks a `vapid t=…, k=…` Authorization header for `origin`; returns the claims and the key, or throws. */
function verifyVapid(
  header: string | undefined,
  origin: string,
): { claims: ReceivedPush['claims']; senderKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, senderKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('malformed JWT');
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const point = Buffer.from(senderKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, expected ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600))
    throw new Error(`JWT exp ${claims.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`JWT sub ${claims.sub}`);
  return { claims, senderKey };
}

/** Decrypts an aes128gcm body (RFC 8188, one record) sent to a subscription (RFC 8291). */
function decrypt(
  body: Buffer,
  receiver: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiver.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderPublic]);
  const ikm = hkdf(receiver.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Starts the fake on 127.0.0.1 (a free port). */
export async function startPushServiceFake(): Promise<PushServiceFake> {
  const keys = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const receiver = id ? keys.get(id) : undefined;
      const body = await readBody(req);
      if (req.method !== 'POST' || !id || !receiver) {
        res.writeHead(404).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl)) throw new Error('no TTL');
        const { claims, senderKey } = verifyVapid(req.headers.authorization, origin);
        const payload = JSON.parse(decrypt(body, receiver).toString('utf8')) as unknown;
        const status = statuses.get(id) ?? 201;
        received.push({ subscriptionId: id, status, ttl, claims, senderKey, payload });
        res.writeHead(status).end();
      } catch (error) {
        errors.push(String(error));
        res.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    errors,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      keys.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
        },
      };
    },
    answer(id, status) {
      statuses.set(id, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
