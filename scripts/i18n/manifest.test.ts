/** Per-language web app manifests (decision 047): the build's files and the English source agree. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localisedManifest, manifestFileName } from './manifest';

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, string>;
const base = read('../../client/public/manifest.webmanifest');

describe('localisedManifest', () => {
  it('keeps the English manifest’s description as the catalogue’s English', () => {
    expect(read('../../common/i18n/locales/en.json')['manifest.description']).toBe(
      base.description,
    );
  });

  it('gives German and Arabic their description, lang and dir, and keeps the product name', () => {
    const de = localisedManifest(
      base,
      { code: 'de', dir: 'ltr' },
      read('../../common/i18n/locales/de.json'),
    );
    expect(de).toMatchObject({
      name: 'Hearsay',
      short_name: 'Hearsay',
      lang: 'de',
      dir: 'ltr',
      description: 'Hearsay: Musikempfehlungen von echten Menschen.',
      start_url: '/',
    });
    const ar = localisedManifest(
      base,
      { code: 'ar', dir: 'rtl' },
      read('../../common/i18n/locales/ar.json'),
    );
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', name: 'Hearsay' });
    expect(ar.description).not.toBe(base.description);
    expect([manifestFileName('en'), manifestFileName('ar')]).toEqual([
      'manifest.webmanifest',
      'manifest.ar.webmanifest',
    ]);
  });
});
