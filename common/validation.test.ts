import { describe, expect, it } from 'vitest';
import {
  normalizeDisplayName,
  validateDisplayName,
  validateLogin,
  validateRegistration,
  validateTextRequest,
} from './validation';
import { foldForSearch, slugify } from './text';
import { avatarHue, avatarLetter } from './avatar';

const ok = { email: 'ann@example.com', displayName: 'Ann Lee', password: 'secret1' };

describe('validateRegistration (spec 000 §5, in order)', () => {
  it('accepts a valid sign-up, including accented names, hyphens and apostrophes', () => {
    expect(validateRegistration(ok)).toBeNull();
    expect(validateRegistration({ ...ok, displayName: "Zoë O'Brien-Ĳssel" })).toBeNull();
  });
  it('checks required fields first', () => {
    expect(validateRegistration({ ...ok, email: ' ', displayName: '1' })).toBe(
      'Please fill in all fields',
    );
    expect(validateRegistration({ ...ok, password: '' })).toBe('Please fill in all fields');
  });
  it('checks the display-name characters before its length', () => {
    expect(validateRegistration({ ...ok, displayName: 'A1' })).toBe(
      'Display name can only contain letters, spaces, hyphens, and apostrophes',
    );
    expect(validateRegistration({ ...ok, displayName: 'A_' })).toBe(
      'Display name can only contain letters, spaces, hyphens, and apostrophes',
    );
    expect(validateRegistration({ ...ok, displayName: 'A' })).toBe(
      'Display name must be between 2 and 50 characters',
    );
    expect(validateRegistration({ ...ok, displayName: 'A'.repeat(51) })).toBe(
      'Display name must be between 2 and 50 characters',
    );
    expect(validateRegistration({ ...ok, displayName: 'A'.repeat(50) })).toBeNull();
  });
  it('checks the password length before the email shape', () => {
    expect(validateRegistration({ ...ok, email: 'nope', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateRegistration({ ...ok, email: 'nope' })).toBe(
      'Please enter a valid email address',
    );
  });
});

const CHARS = 'Display name can only contain letters, spaces, hyphens, and apostrophes';

describe('display names in any script', () => {
  it.each([
    ['Arabic', 'ليلى حسن'],
    ['Cyrillic', 'Мария Иванова'],
    ['Greek', 'Ελένη Παπαδοπούλου'],
    ['Hebrew', 'יעל כהן'],
    ['CJK', '王伟'],
    ['Japanese', 'さくら 山田'],
    ['Devanagari', 'अनुष्का शर्मा'],
    ['Vietnamese with marks typed apart', 'Nguye\u0302\u0303n Thi\u0323'],
  ])('accepts a %s name', (_script, name) => {
    expect(validateDisplayName(name)).toBeNull();
    expect(validateRegistration({ ...ok, displayName: name })).toBeNull();
  });
  it('refuses digits with the contract message', () => {
    expect(validateDisplayName('DJ Shadow2')).toBe(CHARS);
    expect(validateDisplayName('Рок٣')).toBe(CHARS); // an Arabic-Indic digit is a digit too
    expect(validateRegistration({ ...ok, displayName: 'R2D2' })).toBe(CHARS);
  });
  it.each([
    ['right-to-left override', 'Ann\u202Eeil'],
    ['right-to-left mark', '\u200FAnn'],
    ['first-strong isolate', 'Ann\u2068Lee'],
    ['zero-width space', 'An\u200Bn'],
    ['zero-width joiner', 'An\u200Dn'],
    ['soft hyphen', 'An\u00ADn'],
    ['Hangul filler (a letter that draws nothing)', 'Ann\u3164'],
    ['combining grapheme joiner (a mark that draws nothing)', 'An\u034Fn'],
    ['byte-order mark inside', 'An\uFEFFn'],
    ['tab', 'Ann\tLee'],
  ])('refuses a %s', (_what, name) => {
    expect(validateDisplayName(name)).toBe(CHARS);
  });
  it('counts code points after NFC: two astral letters are long enough, 51 letters too long', () => {
    expect(validateDisplayName('𠀋𠀌')).toBeNull(); // 4 UTF-16 units, 2 characters
    expect(validateDisplayName('e\u0301'.repeat(50))).toBeNull(); // 100 code points typed, 50 letters after NFC
    expect(validateDisplayName('ж'.repeat(51))).toBe(
      'Display name must be between 2 and 50 characters',
    );
  });
  it('normalises to NFC with one ASCII space between words', () => {
    expect(normalizeDisplayName(' Zoe\u0308\u00A0\u3000Lee ')).toBe('Zoë Lee');
  });
});

describe('other rules', () => {
  it('login needs both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe(
      'Please enter both email and password',
    );
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
  it('text requests are non-empty after trimming and at most 240 characters', () => {
    expect(validateTextRequest('  ')).toBe('Please enter some text for your request.');
    expect(validateTextRequest('x'.repeat(240))).toBeNull();
    expect(validateTextRequest('x'.repeat(241))).not.toBeNull();
  });
});

describe('text helpers', () => {
  it('folds accents and case for search', () => {
    expect(foldForSearch('  Música   Popular ')).toBe('musica popular');
  });
  it('slugifies by lowercasing and hyphenating', () => {
    expect(slugify('Drum & Bass')).toBe('drum-and-bass');
    expect(slugify('Coupé-Décalé')).toBe('coupe-decale');
    expect(slugify('!!!')).toBe('');
  });
  it('computes the avatar hue as id × 137.508 mod 360 and the letter', () => {
    expect(avatarHue(1)).toBeCloseTo(137.508);
    expect(avatarHue(3)).toBeCloseTo((3 * 137.508) % 360);
    expect(avatarLetter('zoë')).toBe('Z');
    expect(avatarLetter(undefined)).toBe('?');
  });
});
