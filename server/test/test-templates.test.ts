import { describe, expect, it } from 'vitest';
import { createTestContext, newMember, signUp, type TestContext } from './harness';
import { pgliteTemplate, postgresTemplate } from './test-templates';

async function genreCount(ctx: TestContext, cookie: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/genres', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as unknown[] | { genres: unknown[] };
  return (Array.isArray(body) ? body : body.genres).length;
}

describe('test database templates', () => {
  it('are written once per run; each context gets its own migrated copy, seeded on request', async () => {
    if (process.env.TEST_DATABASE_URL) {
      expect(postgresTemplate(false)).toMatch(/^hearsay_template_/);
      expect(postgresTemplate(true)).not.toBe(postgresTemplate(false));
    } else {
      expect(pgliteTemplate(false)?.size).toBeGreaterThan(0);
      expect(pgliteTemplate(true)!.size).toBeGreaterThan(pgliteTemplate(false)!.size);
    }
    const seeded = await createTestContext();
    const bare = await createTestContext({}, { seed: false });
    try {
      // The same address signs up in both: a write in one copy is not in the other.
      const member = newMember('Template Member');
      const inSeeded = await signUp(seeded.app, member);
      const inBare = await signUp(bare.app, member);
      expect(await genreCount(seeded, inSeeded.cookie)).toBeGreaterThan(10);
      expect(await genreCount(bare, inBare.cookie)).toBeLessThan(10);
    } finally {
      await seeded.close();
      await bare.close();
    }
  }, 60_000);
});
