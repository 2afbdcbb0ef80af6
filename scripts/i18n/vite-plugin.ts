/**
 * Vite plugin compiling the catalogues (common/i18n/locales/<code>.json) at build time
 * (decision 047): importing `<code>.json?messages` gives `export default { key: compiled }` with
 * the browser's keys only (no e-mail texts), so the runtime needs no ICU parser; `en.json?pseudo`
 * gives the pseudo-locale en-XA built from English.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileCatalog, isClientKey } from '../../common/i18n/compile';

const QUERY = /\/common\/i18n\/locales\/[a-z]{2,3}(?:-[A-Za-z]{2,4})?\.json\?(messages|pseudo)$/;

export function i18nCataloguePlugin(): Plugin {
  return {
    name: 'hearsay-i18n-catalogues',
    enforce: 'pre',
    load(id) {
      const found = QUERY.exec(id.replace(/\\/g, '/'));
      if (!found) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = compileCatalog(source, { keep: isClientKey, pseudo: found[1] === 'pseudo' });
      return {
        code: `export default ${JSON.stringify(compiled)};`,
        moduleType: 'js',
      };
    },
  };
}
