/**
 * Password hashing and strength. argon2id with the cost from config (default m = 64 MiB,
 * t = 3, p = 1; OWASP Password Storage Cheat Sheet; login time measured in bench/argon2.bench.ts).
 * Hashes with other parameters are reported by `verifyPassword` so the caller can upgrade them at
 * the next successful sign-in. No length cap beyond the form's 200 characters, no truncation.
 */
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX } from '../../../common/constants';
import type { Config } from '../../config';

export type Argon2Config = Pick<
  Config,
  'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST' | 'ARGON2_PARALLELISM'
>;

export const TOO_COMMON_PASSWORD = 'This password is too common. Choose another one.';

function argonOptions(config: Argon2Config) {
  // @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is an ambient const enum).
  return {
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    parallelism: config.ARGON2_PARALLELISM,
  };
}

/** argon2id PHC string of `password` at the configured cost. */
export function hashPassword(config: Argon2Config, password: string): Promise<string> {
  return hash(password, argonOptions(config));
}

/** True when a PHC string was made with other parameters than the configured ones (or not argon2id). */
export function needsRehash(config: Argon2Config, phc: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!m) return true;
  return (
    Number(m[1]) !== config.ARGON2_MEMORY_KIB ||
    Number(m[2]) !== config.ARGON2_TIME_COST ||
    Number(m[3]) !== config.ARGON2_PARALLELISM
  );
}

/** Verifies `password` against a PHC string; a malformed hash counts as a mismatch. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  return verify(phc, password).catch(() => false);
}

const dummyHashes = new Map<string, Promise<string>>();
/**
 * Burns the same work as checking a real password at the configured cost, for answers that must not
 * reveal whether an account exists (unknown e-mail at sign-in, existing address at sign-up).
 */
export async function dummyPasswordWork(config: Argon2Config, password: string): Promise<void> {
  const key = `${config.ARGON2_MEMORY_KIB}/${config.ARGON2_TIME_COST}/${config.ARGON2_PARALLELISM}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(config, 'not-a-real-password-but-the-same-work');
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}

let zxcvbn: ZxcvbnFactory | undefined;
function strengthChecker(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return zxcvbn;
}

/**
 * The message for a password that is too common or guessable, else null: refused when zxcvbn
 * estimates fewer than 10^6 guesses. Every entry of its common-password list (rank = guesses, the
 * top 10,000 well below) falls under that, as do keyboard walks, repeats, sequences, dates and
 * variants of the member's own e-mail or display name (`userInputs`); a random 6-character
 * password (zxcvbn's brute-force floor is 10^length) still passes, keeping spec 000's minimum.
 */
export function passwordStrengthProblem(
  password: string,
  userInputs: string[] = [],
): string | null {
  // The whole password, whatever its length ('password' × 25 was waved through
  // above 100 characters). Callers check the 200-character cap first, which bounds zxcvbn's
  // quadratic matching: ≤ 80 ms for a random 200-character password, up to ~0.6 s for a long
  // repetitive one on a loaded 2-core machine (decision 023).
  if (password.length > PASSWORD_MAX) return null;
  const inputs = userInputs
    .flatMap((s) => [s, ...s.toLowerCase().split(/[@.\s_+-]+/)])
    .filter((s) => s.length >= 3);
  const result = strengthChecker().check(password, inputs);
  return result.guessesLog10 < 6 ? TOO_COMMON_PASSWORD : null;
}
