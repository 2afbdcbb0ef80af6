/**
 * Vite plugin for the catalogues (common/i18n/locales/<code>.json, decision 047):
 * - importing `<code>.json?messages` gives `export default { key: compiled }`: the browser's keys
 *   (no e-mail texts, no staff screens' texts) compiled at build time, so the runtime needs no ICU
 *   parser; `<code>.json?staff` gives the staff screens' keys (`staff.*`), a second chunk loaded
 *   only with those screens; `en.json?pseudo` gives the pseudo-locale en-XA built from English
 *   (all browser keys: it exists only in development);
 * - English travels with the code that uses it: each client (or shared) module naming catalogue keys as
 *   string literals gets those keys' compiled English registered (`registerEnglish`) when it
 *   loads. A lazy page's English thus stays in its own chunk instead of the first paint.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  compileCatalog,
  isClientKey,
  isMemberKey,
  isStaffKey,
  type CompiledMessage,
} from '../../common/i18n/compile';
import { DEFAULT_LOCALE, LOCALES } from '../../common/i18n/locales';
import { localisedManifest, manifestFileName } from './manifest';

const QUERY =
  /\/common\/i18n\/locales\/[a-z]{2,3}(?:-[A-Za-z]{2,4})?\.json\?(messages|staff|pseudo)$/;
const ENGLISH_FILE = fileURLToPath(new URL('../../common/i18n/locales/en.json', import.meta.url));
const LOCALES_DIR = new URL('../../common/i18n/locales/', import.meta.url);
const MANIFEST_FILE = fileURLToPath(
  new URL('../../client/public/manifest.webmanifest', import.meta.url),
);
const I18N_MODULE = fileURLToPath(new URL('../../client/lib/i18n.ts', import.meta.url));
/** A quoted string that looks like a catalogue key ("feed.sort.recent"). */
const KEY_LITERAL = /'([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)'/g;

function readCatalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** Which keys a catalogue import compiles: `?messages` the members', `?staff` the staff screens'. */
const KEEP: Record<string, (key: string) => boolean> = {
  messages: isMemberKey,
  staff: isStaffKey,
  pseudo: isClientKey,
};

/** The module an import of a catalogue with `query` (messages, staff, pseudo) loads. */
export function catalogueModule(catalogue: Record<string, string>, query: string): string {
  const compiled = compileCatalog(catalogue, {
    keep: KEEP[query] ?? isMemberKey,
    pseudo: query === 'pseudo',
  });
  return `export default ${JSON.stringify(compiled)};`;
}

/** The compiled English of the keys `code` names, or null when it names none. */
export function englishFor(
  code: string,
  english: Record<string, CompiledMessage>,
): Record<string, CompiledMessage> | null {
  const used: Record<string, CompiledMessage> = {};
  for (const [, key] of code.matchAll(KEY_LITERAL)) {
    if (key && Object.prototype.hasOwnProperty.call(english, key)) used[key] = english[key]!;
  }
  return Object.keys(used).length > 0 ? used : null;
}

export function i18nCataloguePlugin(): Plugin {
  let english: Record<string, CompiledMessage> | null = null;
  const compiledEnglish = () =>
    (english ??= compileCatalog(readCatalogue(ENGLISH_FILE), { keep: isClientKey }));
  let clientBuild = false;
  return {
    name: 'hearsay-i18n-catalogues',
    enforce: 'pre',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      english = null;
    },
    /** The other languages' manifests beside the English one (scripts/i18n/manifest.ts). */
    generateBundle() {
      if (!clientBuild) return;
      const base = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, unknown>;
      for (const locale of LOCALES) {
        if (locale.code === DEFAULT_LOCALE) continue;
        const catalogue = readCatalogue(fileURLToPath(new URL(`${locale.code}.json`, LOCALES_DIR)));
        this.emitFile({
          type: 'asset',
          fileName: manifestFileName(locale.code),
          source: `${JSON.stringify(localisedManifest(base, locale, catalogue), null, 2)}\n`,
        });
      }
    },
    load(id) {
      const found = QUERY.exec(id.replace(/\\/g, '/'));
      if (!found) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      return { code: catalogueModule(readCatalogue(file), found[1]!), moduleType: 'js' };
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      // Client modules, and shared ones the client imports (e.g. the notification texts' keys).
      if (!/[\\/](client|common)[\\/].*\.tsx?$/.test(file) || file === I18N_MODULE) return null;
      if (/[\\/]common[\\/]i18n[\\/]/.test(file)) return null;
      if (file.includes('node_modules') || /\.test\.tsx?$/.test(file)) return null;
      const used = englishFor(code, compiledEnglish());
      if (!used) return null;
      this.addWatchFile(ENGLISH_FILE);
      const register = `import { registerEnglish as __registerEnglish } from ${JSON.stringify(I18N_MODULE)};\n__registerEnglish(${JSON.stringify(used)});\n`;
      return { code: register + code, map: null };
    },
  };
}
