/**
 * A software WebAuthn authenticator for tests (decision 039): an ES256 (P-256) key pair from
 * node:crypto answers registration options with a `none` attestation and sign-in options with a
 * signed assertion, byte for byte as a browser and a security key would (W3C WebAuthn Level 2 §6.1
 * authenticator data, §6.5 attestation object; RFC 8152 COSE key; RFC 8949 CBOR). Overrides let a
 * test forge what a hostile client could: another origin or challenge, a counter that goes back.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Minimal CBOR encoder (RFC 8949) for what attestation objects and COSE keys hold. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** CBOR bytes of `value` (integers, text, byte strings, maps). */
export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(encodeCbor(k), encodeCbor(v));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** What a test may forge in one ceremony. */
export interface CeremonyOverrides {
  origin?: string;
  challenge?: string;
  rpId?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** The ceremony type in clientDataJSON (default webauthn.create / webauthn.get). */
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The last counter reported (0 at registration). */
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The credential id as the browser reports it (base64url). */
  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as a COSE_Key (EC2, ES256, P-256). */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return encodeCbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, counter: number, attested: boolean): Buffer {
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options (`{ challenge }`) as startRegistration would. */
  register(options: { challenge: string }, o: CeremonyOverrides = {}) {
    const clientDataJSON = this.clientData(
      o.type ?? 'webauthn.create',
      o.challenge ?? options.challenge,
      o.origin ?? this.origin,
    );
    const attestationObject = encodeCbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(o.rpId ?? this.rpId, o.counter ?? 0, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
    };
  }

  /** Answers sign-in options (`{ challenge }`) with a signed assertion, as startAuthentication would. */
  authenticate(options: { challenge: string }, o: CeremonyOverrides = {}) {
    const counter = o.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const clientDataJSON = this.clientData(
      o.type ?? 'webauthn.get',
      o.challenge ?? options.challenge,
      o.origin ?? this.origin,
    );
    const authenticatorData = this.authData(o.rpId ?? this.rpId, counter, false);
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded as WebAuthn expects.
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
    };
  }
}
