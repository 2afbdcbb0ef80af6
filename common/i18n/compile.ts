/**
 * Catalogue compilation (decision 047): ICU MessageFormat source strings → Lingui's compiled
 * message form, so the browser ships no ICU parser. Used by the build (scripts/i18n/vite-plugin.ts)
 * and by the server for e-mails. Not for the client's runtime: it pulls in the parser.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';

import type { CompiledMessage } from './format';

export type { CompiledMessage } from './format';
type CompiledToken = Exclude<CompiledMessage, string>[number];

/** The catalogue keys the browser needs (e-mail texts stay on the server, manifests' in the build). */
export function isClientKey(key: string): boolean {
  return !key.startsWith('email.') && !key.startsWith('manifest.');
}

/** The prefix of the staff and developer screens' keys: their own chunk per language. */
export const STAFF_PREFIX = 'staff.';

/** The catalogue keys of the staff screens (loaded with those screens, not before a member's first paint). */
export function isStaffKey(key: string): boolean {
  return key.startsWith(STAFF_PREFIX);
}

/** The browser keys every page may need: loaded before the first render. */
export function isMemberKey(key: string): boolean {
  return isClientKey(key) && !isStaffKey(key);
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** One literal in the pseudo-locale: accented letters and about a third longer (tildes). */
export function pseudoText(text: string): string {
  const accented = [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return letters === 0 ? accented : `${accented}${'~'.repeat(Math.ceil(letters * 0.3))}`;
}

/** The pseudo-locale of a compiled message: literals changed, placeholders and plural `#` kept. */
export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token): CompiledToken => {
    if (typeof token === 'string') return token === '#' ? token : pseudoText(token);
    const [name, format, options] = token;
    if (!options || typeof options !== 'object') return token;
    const cases = Object.fromEntries(
      Object.entries(options as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' || Array.isArray(value)
          ? pseudoMessage(value as CompiledMessage)
          : value,
      ]),
    );
    return [name, format, cases];
  });
}

/** One source message compiled; a message of plain text stays a string (smallest form). */
export function compileOne(source: string): CompiledMessage {
  const compiled = compileMessage(source) as CompiledToken[];
  return compiled.length === 1 && typeof compiled[0] === 'string' ? compiled[0] : compiled;
}

/**
 * Compiles a catalogue `{ key: ICU source }`, keeping the keys `keep` accepts; `pseudo` turns it
 * into the pseudo-locale.
 */
export function compileCatalog(
  source: Record<string, string>,
  options: { keep?: (key: string) => boolean; pseudo?: boolean } = {},
): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const [key, text] of Object.entries(source)) {
    if (options.keep && !options.keep(key)) continue;
    const compiled = compileOne(text);
    out[key] = options.pseudo ? pseudoMessage(compiled) : compiled;
  }
  return out;
}
