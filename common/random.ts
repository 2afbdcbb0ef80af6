/**
 * mulberry32: a small, fast 32-bit pseudo-random generator. The same seed gives the same sequence,
 * so generated files (GIFs) and generated data (`npm run demo`) are reproducible. Returns a
 * function giving numbers in [0, 1). Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
