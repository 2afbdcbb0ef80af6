/**
 * Our actors' key pairs (decision 046): made with Fedify the first time an actor is asked for,
 * kept as JWKs in `federation_keys` so every instance signs with the same keys. Each actor has one
 * RSA pair: the `publicKey` Mastodon reads, signing both draft-cavage and RFC 9421 requests. No
 * Ed25519 pair yet: Fedify's JWK import of one reads `navigator`, which Node 20 lacks (decision 046).
 */
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { Database } from '../../db/client';
import { insertKeyRow, keyRowsOf } from './federation.repository';

const ALGORITHMS = ['RSASSA-PKCS1-v1_5'] as const;

/** Key pairs being made in this process, by actor: a slow RSA generation runs once, not per caller. */
const making = new Map<string, Promise<CryptoKeyPair[]>>();

/** The actor's key pairs; missing ones are made and stored (first writer wins, across instances too). */
export function actorKeyPairs(db: Database, actor: string): Promise<CryptoKeyPair[]> {
  const pending = making.get(actor);
  if (pending) return pending;
  const loading = loadOrMake(db, actor).finally(() => making.delete(actor));
  making.set(actor, loading);
  return loading;
}

async function loadOrMake(db: Database, actor: string): Promise<CryptoKeyPair[]> {
  let rows = await keyRowsOf(db, actor);
  const missing = ALGORITHMS.filter((a) => !rows.some((r) => r.algorithm === a));
  if (missing.length > 0) {
    for (const algorithm of missing) {
      const pair = await generateCryptoKeyPair(algorithm);
      await insertKeyRow(db, {
        actor,
        algorithm,
        privateKey: await exportJwk(pair.privateKey),
        publicKey: await exportJwk(pair.publicKey),
      });
    }
    rows = await keyRowsOf(db, actor);
  }
  const ordered = ALGORITHMS.map((a) => rows.find((r) => r.algorithm === a)!);
  return Promise.all(
    ordered.map(async (row) => ({
      privateKey: await importJwk(row.privateKey as JsonWebKey, 'private'),
      publicKey: await importJwk(row.publicKey as JsonWebKey, 'public'),
    })),
  );
}
