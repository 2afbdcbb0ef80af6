/** CI's supply-chain gate: fails on known-vulnerable production dependencies, says so when it cannot know. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { classifyAudit } from './audit-result.mjs';

const report = (
  counts: Record<string, number>,
  vulns: Record<string, { name: string; severity: string }> = {},
) =>
  JSON.stringify({
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
    },
    vulnerabilities: vulns,
  });

describe('classifyAudit', () => {
  it('fails on a moderate-or-worse vulnerability, naming the package', () => {
    const r = classifyAudit(
      report({ high: 1 }, { fastify: { name: 'fastify', severity: 'high' } }),
    );
    expect(r).toMatchObject({ status: 'vulnerable', fail: true });
    expect(r.message).toContain('fastify (high)');
  });
  it('passes a clean report, and one with only low findings', () => {
    expect(classifyAudit(report({})).fail).toBe(false);
    expect(classifyAudit(report({ low: 2 })).status).toBe('clean');
  });
  it('says plainly that nothing was checked when the advisory source is unreachable', () => {
    const r = classifyAudit(
      JSON.stringify({
        message:
          '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      }),
    );
    expect(r).toMatchObject({ status: 'unreachable', fail: false });
    expect(r.message).toMatch(/NOT checked/);
    expect(classifyAudit('').status).toBe('unreachable');
  });
});
