/**
 * Handles derived from display names in any script (decision 045). A name written in Latin letters
 * keeps the rule sign-up always had (`slugify`: "Drum & Bass" → "drum-and-bass"); every run of
 * other letters is transliterated with any-ascii first ("نورا نيوبي" → "nwr-nywby", "王小明" →
 * "wang-xiao-ming"). A name with nothing readable left gets a readable random pair of words
 * instead of a word every such member would share; its member may choose a handle once.
 */
import { randomInt } from 'node:crypto';
import anyAscii from 'any-ascii';
import { slugify } from '../../common/text';

/** A maximal run of letters that are not Latin (with the marks and digits inside it). */
const NON_LATIN_RUN = /(?:(?![\p{Script=Latin}])[\p{L}\p{M}])+/gu;

/** Longest derived handle base, in characters, before a `-N` suffix; cut at a hyphen. */
const MAX_BASE_LENGTH = 40;

/**
 * The handle base of display name `name`, or null when no readable letter or digit is left. Latin
 * names give exactly `slugify(name)`; other scripts are transliterated, syllable capitals
 * ("WangXiaoMing") split into words.
 */
export function handleBaseOf(name: string): string | null {
  const ascii = name.replace(
    NON_LATIN_RUN,
    (run) => ` ${anyAscii(run).replace(/([a-z])([A-Z])/g, '$1 $2')} `,
  );
  const base = slugify(ascii);
  if (!base) return null;
  if (base.length <= MAX_BASE_LENGTH) return base;
  const cut = base.slice(0, MAX_BASE_LENGTH);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

const ADJECTIVES = [
  'amber',
  'bright',
  'calm',
  'clear',
  'golden',
  'gentle',
  'lively',
  'lucky',
  'mellow',
  'quiet',
  'silver',
  'steady',
  'sunny',
  'swift',
  'velvet',
  'warm',
];
const NOUNS = [
  'banjo',
  'bass',
  'cello',
  'chorus',
  'drum',
  'flute',
  'harp',
  'lute',
  'melody',
  'oboe',
  'piano',
  'rhythm',
  'sitar',
  'tempo',
  'tuba',
  'violin',
];

/** A readable fallback base ("quiet-violin"), drawn at random; the caller keeps it unique. */
export function fallbackHandleBase(draw: (max: number) => number = randomInt): string {
  return `${ADJECTIVES[draw(ADJECTIVES.length)]}-${NOUNS[draw(NOUNS.length)]}`;
}

/**
 * The handle base sign-up gives display name `name`, and whether it was drawn (no readable letter
 * left), in which case its member may choose a handle once.
 */
export function handleBaseForSignUp(name: string): { base: string; choosable: boolean } {
  const derived = handleBaseOf(name);
  return derived === null
    ? { base: fallbackHandleBase(), choosable: true }
    : { base: derived, choosable: false };
}

/** The placeholder handles earlier sign-ups gave names without Latin letters. */
export const LEGACY_PLACEHOLDER = /^member(?:-\d+)?$/;

/** Picks `base`, else `base-2`, `base-3`, … that is not in `taken`. */
export function nextFreeSlug(base: string, taken: string[]): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}
