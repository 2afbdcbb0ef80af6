/**
 * Sign-in cost of argon2id on this machine: times `verify` (what a login does) for a few
 * parameter sets and reports p50/p95 in ms, so ARGON2_* in config can be the strongest whose p95
 * stays under 250 ms. Run: `npx tsx bench/argon2.bench.ts [tries]`. Sequential; on a shared or
 * loaded machine figures are pessimistic (the load average is printed with them).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword, type Argon2Config } from '../server/modules/auth/passwords';

const tries = Number(process.argv[2] ?? 40);
const sets: [string, Argon2Config][] = [
  [
    'm=19 MiB t=2 p=1 (OWASP minimum)',
    { ARGON2_MEMORY_KIB: 19 * 1024, ARGON2_TIME_COST: 2, ARGON2_PARALLELISM: 1 },
  ],
  [
    'm=46 MiB t=1 p=1',
    { ARGON2_MEMORY_KIB: 46 * 1024, ARGON2_TIME_COST: 1, ARGON2_PARALLELISM: 1 },
  ],
  [
    'm=64 MiB t=1 p=1',
    { ARGON2_MEMORY_KIB: 64 * 1024, ARGON2_TIME_COST: 1, ARGON2_PARALLELISM: 1 },
  ],
  [
    'm=64 MiB t=2 p=1',
    { ARGON2_MEMORY_KIB: 64 * 1024, ARGON2_TIME_COST: 2, ARGON2_PARALLELISM: 1 },
  ],
  [
    'm=64 MiB t=3 p=1 (target)',
    { ARGON2_MEMORY_KIB: 64 * 1024, ARGON2_TIME_COST: 3, ARGON2_PARALLELISM: 1 },
  ],
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

console.log(
  `argon2id verify, ${tries} tries each, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const [name, config] of sets) {
  const phc = await hashPassword(config, 'correct horse battery staple');
  const times: number[] = [];
  for (let i = 0; i < tries; i++) {
    const t = performance.now();
    await verifyPassword(phc, 'correct horse battery staple');
    times.push(performance.now() - t);
  }
  console.log(
    `${name.padEnd(36)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms`,
  );
}
