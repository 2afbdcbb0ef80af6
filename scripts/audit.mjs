#!/usr/bin/env node
// `npm run audit:prod`: fails on a known-vulnerable production dependency (moderate or worse, or
// AUDIT_LEVEL); where the advisory source is unreachable it says so plainly and does not fail.
import { spawnSync } from 'node:child_process';
import { classifyAudit } from './audit-result.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
const result = classifyAudit(run.stdout ?? '', process.env.AUDIT_LEVEL ?? 'moderate');
(result.fail ? console.error : console.log)(
  `[audit] ${result.status.toUpperCase()}: ${result.message}`,
);
process.exit(result.fail ? 1 : 0);
