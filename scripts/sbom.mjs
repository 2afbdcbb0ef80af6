#!/usr/bin/env node
// `npm run sbom`: writes the production dependency tree as a CycloneDX 1.5 SBOM (npm's own
// generator, from package-lock.json; no network) to dist/sbom.cdx.json, or to the path given.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const out = resolve(process.argv[2] ?? 'dist/sbom.cdx.json');
const run = spawnSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit=dev'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(run.status ?? 1);
}
const sbom = JSON.parse(run.stdout);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(sbom, null, 2));
console.log(`[sbom] ${sbom.components?.length ?? 0} components → ${out}`);
