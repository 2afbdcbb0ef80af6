/**
 * The catalogues (decision 047): every language has exactly English's keys, every message is
 * valid ICU MessageFormat with the same placeholders as English, and formatting works for the
 * plural, select and number forms the catalogues use.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileOne, pseudoMessage, pseudoText } from './compile';
import { formatMessage, Translator } from './format';
import { LOCALES } from './locales';

const dir = new URL('./locales/', import.meta.url);
const read = (code: string) =>
  JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Record<string, string>;
const english = read('en');

/** The names of a message's placeholders (plural/select arguments included), sorted. */
function argumentsOf(tokens: Token[], names = new Set<string>()): string[] {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      for (const c of token.cases) argumentsOf(c.tokens, names);
    }
  }
  return [...names].sort();
}

describe('catalogues', () => {
  it('has one file per listed language and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual(
      LOCALES.map((l) => l.code).sort(),
    );
  });

  for (const { code } of LOCALES) {
    it(`${code}: English's keys, valid ICU, English's placeholders`, () => {
      const catalogue = read(code);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        let tokens: Token[] = [];
        expect(() => (tokens = parse(message, { strict: false })), `${code} ${key}`).not.toThrow();
        expect(argumentsOf(tokens), `${code} ${key}`).toEqual(argumentsOf(parse(english[key]!)));
      }
    });
  }

  it('rejects a message with an ICU syntax error (the check above can fail)', () => {
    expect(() => parse('{count, plural, one {# x}')).toThrow();
  });
});

describe('formatMessage', () => {
  const fmt = (source: string, values: Record<string, string | number>, locale = 'en') =>
    formatMessage(compileOne(source), values, locale);

  it('fills placeholders, plurals, exact cases, selects and numbers', () => {
    expect(fmt('Hi {name}!', { name: 'Ada' })).toBe('Hi Ada!');
    const responses = english['card.responses']!;
    expect(fmt(responses, { count: 1 })).toBe('1 response');
    expect(fmt(responses, { count: 1234 })).toBe('1234 responses');
    expect(fmt('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
    expect(fmt('{n, plural, one {# Antwort} other {# Antworten}}', { n: 1234 }, 'de')).toBe(
      '1.234 Antworten',
    );
    expect(fmt(english['theme.switch']!, { theme: 'dark' })).toBe('Switch to dark theme');
    expect(fmt(english['theme.switch']!, { theme: 'light' })).toBe('Switch to light theme');
  });

  it('uses the locale plural rules (Arabic has six categories)', () => {
    const ar = read('ar')['card.responses']!;
    expect(fmt(ar, { count: 2 }, 'ar')).toBe('ردّان');
    expect(fmt(ar, { count: 1 }, 'ar')).toBe('رد واحد');
  });

  it('answers the id for a message the catalogue lacks', () => {
    expect(new Translator('en', {}).t('missing.key')).toBe('missing.key');
  });

  it('pseudo-localises literals only, about 30 % longer', () => {
    expect(pseudoText('Home')).toBe('Ĥóɱé~~');
    const pseudo = formatMessage(
      pseudoMessage(compileOne('{count, plural, one {# response} other {# responses}}')),
      { count: 2 },
      'en',
    );
    expect(pseudo).toBe('2 ŕéšþóñšéš~~~');
  });
});
