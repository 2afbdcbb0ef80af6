/**
 * The lint rule that keeps visible words in the catalogues (decision 047) fires on JSX text and
 * on text-bearing attributes written as literals in a converted directory, not on t() calls,
 * brand names or class names, and not in directories still waiting for conversion.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function textErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.message.includes('catalogue')).length;
}

const fixture = `import { t } from '../../../lib/i18n';
export function Probe() {
  return (
    <div className="flex items-center" aria-label="Main menu">
      <button type="button" title={t('feed.search')}>Save changes</button>
      <img alt="A cover" src="/x.png" />
      <span>{t('feed.tab.all')}</span>
      <span>YouTube</span>
      <span> · </span>
    </div>
  );
}
`;

describe('lint: visible text comes from the catalogues', () => {
  it('flags literal text and labels in a converted directory', async () => {
    expect(await textErrors('client/features/feed/components/probe.tsx', fixture)).toBe(3);
    expect(await textErrors('client/app/shell/probe.tsx', fixture)).toBe(3);
  }, 30_000);

  it('leaves tests and the test fixtures of client/testing alone, and covers staff screens', async () => {
    expect(await textErrors('client/features/feed/components/probe.test.tsx', fixture)).toBe(0);
    expect(await textErrors('client/testing/probe.tsx', fixture)).toBe(0);
    expect(
      await textErrors('client/features/quality-review/components/probe.tsx', fixture),
    ).toBeGreaterThan(0);
  }, 30_000);
});
