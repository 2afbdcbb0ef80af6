// Reads `npm audit --json` output and decides what CI does with it (supply chain).
// Pure, so scripts/audit.test.ts can check every case without the network.

const ORDER = ['info', 'low', 'moderate', 'high', 'critical'];

/**
 * @param {string} stdout  `npm audit --omit=dev --json` output
 * @param {string} failAt  lowest severity that fails CI (default 'moderate')
 * @returns {{ status: 'clean' | 'vulnerable' | 'unreachable', fail: boolean, message: string }}
 */
export function classifyAudit(stdout, failAt = 'moderate') {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {
      status: 'unreachable',
      fail: false,
      message:
        'npm audit gave no readable answer: production dependencies were NOT checked for known vulnerabilities.',
    };
  }
  if (!report.metadata?.vulnerabilities) {
    const why = report.message ?? report.error?.summary ?? 'no advisory data';
    return {
      status: 'unreachable',
      fail: false,
      message: `The advisory source could not be reached (${why}): production dependencies were NOT checked for known vulnerabilities. Run \`npm run audit:prod\` where the npm advisory endpoint is reachable.`,
    };
  }
  const counts = report.metadata.vulnerabilities;
  const threshold = ORDER.indexOf(failAt);
  const failing = ORDER.filter((s, i) => i >= threshold && counts[s] > 0);
  const names = Object.values(report.vulnerabilities ?? {})
    .filter((v) => ORDER.indexOf(v.severity) >= threshold)
    .map((v) => `${v.name} (${v.severity})`);
  if (failing.length === 0)
    return {
      status: 'clean',
      fail: false,
      message: `npm audit: no known ${failAt}-or-worse vulnerability in production dependencies.`,
    };
  return {
    status: 'vulnerable',
    fail: true,
    message: `npm audit: known-vulnerable production dependencies: ${names.join(', ')}. Update them (npm audit fix) or record why not.`,
  };
}
