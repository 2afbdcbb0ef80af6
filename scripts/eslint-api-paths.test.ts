/**
 * The lint rule that keeps API paths in the route table (decision 036) fires on a client file that
 * writes one, string or template, in a feature and in client/lib/queries, and not on apiPath().
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function apiPathErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.message.includes('apiPath()')).length;
}

const fixture = `import { apiPath } from '@common/api-routes';
export const literal = '/api/requests';
export const template = (id: number) => \`/api/requests/\${id}\`;
export const built = apiPath('getRequests');
export const page = '/email/unsubscribe';
`;

describe('lint: API paths come from the route table', () => {
  it('flags /api/ literals in features and in client/lib/queries', async () => {
    expect(await apiPathErrors('client/features/requests/api/probe.ts', fixture)).toBe(2);
    expect(await apiPathErrors('client/lib/queries/probe.ts', fixture)).toBe(2);
  }, 30_000);

  it('leaves tests alone', async () => {
    expect(await apiPathErrors('client/features/requests/probe.test.ts', fixture)).toBe(0);
  }, 30_000);
});
