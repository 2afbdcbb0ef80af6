/** The page a first screen is written into (server/lib/first-screen.ts), and the names it shares with the client. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as names from '../../common/first-screen';
import { FIRST_SCREEN_STATE_ID } from '../../common/first-screen';
import { readPrefsCookie, scriptSafeJson, withFirstScreen } from './first-screen';

const INDEX_HTML =
  '<!doctype html><html><head><script>/* inline */</script>\n' +
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/shared-abc.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n' +
  '</head><body><div id="root"></div></body></html>';

describe('withFirstScreen', () => {
  const page = withFirstScreen(INDEX_HTML, {
    html: '<main>$& $1 feed</main>',
    state: { queries: { a: 1 }, rendered: {} },
  });

  it('puts the state before every other script and the markup, as given, in #root', () => {
    expect(page.indexOf(`id="${FIRST_SCREEN_STATE_ID}"`)).toBeLessThan(
      page.indexOf('/* inline */'),
    );
    // `$&` and `$1` are text, not replacement patterns.
    expect(page).toContain('<div id="root"><main>$& $1 feed</main></div>');
  });

  it('takes the entry and its preloads out of the document and starts them after the first paint', () => {
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const start = page.slice(page.lastIndexOf('<script>'));
    expect(start).toContain('entry="/assets/index-abc.js"');
    expect(start).toContain('preloads=["/assets/runtime-abc.js","/assets/shared-abc.js"]');
    expect(start).toContain("getEntriesByName('first-contentful-paint')");
    expect(start).toContain('window.__hearsayHydrated=function');
    expect(start.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves the scripts alone in a page without a module entry', () => {
    const bare = withFirstScreen('<html><head></head><body><div id="root"></div></body></html>', {
      html: '<p>x</p>',
      state: {},
    });
    expect(bare).toBe(
      `<html><head><script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{}</script></head><body><div id="root"><p>x</p></div></body></html>`,
    );
  });
});

describe('scriptSafeJson', () => {
  it('cannot close or comment out its script element, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> <!-- x \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('readPrefsCookie', () => {
  it('reads the mirror’s parameters and bounds what it keeps', () => {
    expect(readPrefsCookie('hearsay-feed-sort=magic&theme=dark')).toEqual({
      'hearsay-feed-sort': 'magic',
      theme: 'dark',
    });
    expect(readPrefsCookie(undefined)).toEqual({});
    expect(readPrefsCookie('x'.repeat(2001))).toEqual({});
    expect(readPrefsCookie(`a=${'y'.repeat(101)}&b=1`)).toEqual({ b: '1' });
    const many = Array.from({ length: 30 }, (_, i) => `k${i}=v`).join('&');
    expect(Object.keys(readPrefsCookie(many))).toHaveLength(20);
  });
});

describe('names shared with index.html', () => {
  it('its inline script uses the state id, cookie and keys of common/first-screen.ts', () => {
    const client = names;
    const indexHtml = readFileSync(new URL('../../client/index.html', import.meta.url), 'utf8');
    expect(indexHtml).toContain(`document.getElementById('${client.FIRST_SCREEN_STATE_ID}')`);
    expect(indexHtml).toContain(`'${client.PREFS_COOKIE}='`);
    // No viewport width: the server never lays out for a guessed width (decision 042).
    expect(indexHtml).not.toContain('innerWidth');
    expect(indexHtml).toContain(`prefs.set('${client.THEME_PARAM}'`);
    expect(indexHtml).toContain(`[${client.MIRRORED_KEYS.map((key) => `'${key}'`).join(', ')}]`);
  });
});
