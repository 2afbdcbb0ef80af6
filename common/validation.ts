/**
 * Validation rules of spec 000 §5, shared so the browser and the server give the same message.
 * Each function returns the first failing rule's message, or null when the input is valid.
 */
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  EMAIL_MAX,
  MAX_TEXT_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';

export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  displayNameChars: 'Display name can only contain letters, spaces, hyphens, and apostrophes',
  displayNameLength: 'Display name must be between 2 and 50 characters',
  displayNameTooShort: 'Display name must be at least 2 characters',
  displayNameTooLong: 'Display name must be no more than 50 characters',
  passwordLength: 'Password must be at least 6 characters',
  passwordTooLong: `Password must be no more than ${PASSWORD_MAX} characters`,
  invalidEmail: 'Please enter a valid email address',
  loginBothRequired: 'Please enter both email and password',
  emptyRequestTitle: 'Empty request',
  emptyRequest: 'Please enter some text for your request.',
  requestTooLong: `Requests can be at most ${MAX_TEXT_LENGTH} characters.`,
} as const;

/**
 * Spec 000 §5 rule 2 — letters, spaces, hyphens, apostrophes (straight and typographic) — read for
 * every script: a letter is any Unicode letter (`\p{L}`) and the combining marks that
 * complete it (`\p{M}`: Devanagari vowel signs, Arabic harakat, accents written apart). Digits stay
 * refused: the contract's rule names letters only (docs/decisions/024).
 */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

/**
 * Characters a name must not carry even where the pattern above would let them through: controls,
 * format characters (bidi overrides and isolates, zero-width joiners, soft hyphen) and every
 * default-ignorable code point (Hangul fillers and the combining grapheme joiner are letters and
 * marks that draw nothing). They make two names look alike or turn the text around them.
 */
const INVISIBLE_OR_BIDI = /[\p{Cc}\p{Cf}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/u;

/**
 * A display name as stored: NFC (one code point per accented letter however it was typed),
 * trimmed, runs of spaces of any kind (no-break, ideographic) made one ASCII space.
 */
export function normalizeDisplayName(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
}

/** Display name rules 2 and 3 on a normalised name; length counts code points, not UTF-16 units. */
function displayNameProblem(displayName: string): string | null {
  if (!DISPLAY_NAME_PATTERN.test(displayName) || INVISIBLE_OR_BIDI.test(displayName))
    return MESSAGES.displayNameChars;
  const length = [...displayName].length;
  if (length < DISPLAY_NAME_MIN || length > DISPLAY_NAME_MAX) return MESSAGES.displayNameLength;
  return null;
}

/** A pragmatic email shape check: one @, no spaces, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationInput {
  email: string;
  displayName: string;
  password: string;
}

/**
 * Sign-up checks in the order of spec 000 §5: required fields, display-name characters, display-name
 * length (2–50 code points after `normalizeDisplayName`), password length (≥ 6); then our additions (email shape, password ≤ 200).
 */
export function validateRegistration(input: RegistrationInput): string | null {
  const email = input.email.trim();
  const displayName = normalizeDisplayName(input.displayName);
  if (!email || !displayName || !input.password) return MESSAGES.fillAllFields;
  const nameProblem = displayNameProblem(displayName);
  if (nameProblem) return nameProblem;
  if (input.password.length < PASSWORD_MIN) return MESSAGES.passwordLength;
  if (input.password.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return MESSAGES.invalidEmail;
  return null;
}

/**
 * A new display name (the same rules as sign-up, spec 000 §5): required, the allowed
 * characters, 2–50 characters after trimming. Returns the message or null.
 */
export function validateDisplayName(input: string): string | null {
  const displayName = normalizeDisplayName(input);
  if (!displayName) return 'Please enter a display name';
  return displayNameProblem(displayName);
}

/** Login check (spec 000 §5): both fields required. */
export function validateLogin(input: { email: string; password: string }): string | null {
  if (!input.email.trim() || !input.password) return MESSAGES.loginBothRequired;
  return null;
}

/** Text request check (spec 000 §5): non-empty after trimming and at most 240 characters. */
export function validateTextRequest(content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return MESSAGES.emptyRequest;
  if (trimmed.length > MAX_TEXT_LENGTH) return MESSAGES.requestTooLong;
  return null;
}
