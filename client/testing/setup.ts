/**
 * Vitest setup of every test file (vitest.config.ts `setupFiles`): in component tests (jsdom), a
 * `console.error` fails the test that caused it — React reports act() misuse, key warnings, failed
 * prop types and uncaught render errors there, and a test that passes with them is hiding a bug.
 * A test that expects an error logged mocks `console.error` itself (vi.spyOn(...).mockImplementation).
 * `findBy…`/`waitFor` wait up to 8 s instead of Testing Library's 1 s: on a loaded 2-core machine a
 * first render that loads a lazy chunk and its fetches took longer than 3 s. A passing wait ends as
 * soon as its element shows, so the limit only decides how long a real failure takes to report.
 */
import { afterEach, beforeEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 8000 });
  let logged: unknown[][] = [];
  const original = console.error;
  beforeEach(() => {
    logged = [];
    console.error = (...args: unknown[]) => {
      logged.push(args);
      original(...args);
    };
  });
  afterEach(() => {
    const wasMocked = vi.isMockFunction(console.error);
    console.error = original;
    if (!wasMocked && logged.length > 0) {
      throw new Error(
        `console.error was called during this test:\n${logged
          .map((args) => args.map(String).join(' '))
          .join('\n')
          .slice(0, 2000)}`,
      );
    }
  });
}
