/**
 * The web app manifest per language (decision 047): client/public/manifest.webmanifest is the
 * English one; the build writes `manifest.<code>.webmanifest` for every other language with its
 * `lang`, `dir` and translated description (`manifest.description`). The name stays "Hearsay",
 * a product name. The server links the page's language's manifest (server/lib/page-locale.ts).
 */
import type { LocaleInfo } from '../../common/i18n/locales';

/** The file name of `code`'s manifest (English keeps the plain name). */
export function manifestFileName(code: string): string {
  return code === 'en' ? 'manifest.webmanifest' : `manifest.${code}.webmanifest`;
}

/** `base` (the English manifest) in `locale`, with `catalogue` (that language's messages). Pure. */
export function localisedManifest(
  base: Record<string, unknown>,
  locale: Pick<LocaleInfo, 'code' | 'dir'>,
  catalogue: Record<string, string>,
): Record<string, unknown> {
  const description = catalogue['manifest.description'];
  return {
    ...base,
    lang: locale.code,
    dir: locale.dir,
    ...(description ? { description } : {}),
  };
}
