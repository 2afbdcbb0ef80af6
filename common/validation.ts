/**
 * Validation rules of spec 000 §5, shared so the browser and the server give the same message.
 * Each function returns the first failing rule's message, or null when the input is valid.
 */
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, EMAIL_MAX, MAX_TEXT_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants';

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
 * Letters (ASCII and accented Latin, U+00C0–U+024F without × and ÷), spaces, hyphens and
 * apostrophes (straight and typographic), spec 000 §5 rule 2.
 */
const DISPLAY_NAME_PATTERN = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF '’-]+$/;

/** A pragmatic email shape check: one @, no spaces, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationInput {
  email: string;
  displayName: string;
  password: string;
}

/**
 * Sign-up checks in the order of spec 000 §5: required fields, display-name characters, display-name
 * length (2–50 after trimming), password length (≥ 6); then our additions (email shape, password ≤ 200).
 */
export function validateRegistration(input: RegistrationInput): string | null {
  const email = input.email.trim();
  const displayName = input.displayName.trim();
  if (!email || !displayName || !input.password) return MESSAGES.fillAllFields;
  if (!DISPLAY_NAME_PATTERN.test(displayName)) return MESSAGES.displayNameChars;
  if (displayName.length < DISPLAY_NAME_MIN || displayName.length > DISPLAY_NAME_MAX) {
    return MESSAGES.displayNameLength;
  }
  if (input.password.length < PASSWORD_MIN) return MESSAGES.passwordLength;
  if (input.password.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return MESSAGES.invalidEmail;
  return null;
}

/**
 * A new display name (issue 15: the same rules as sign-up, spec 000 §5): required, the allowed
 * characters, 2–50 characters after trimming. Returns the message or null.
 */
export function validateDisplayName(input: string): string | null {
  const displayName = input.trim();
  if (!displayName) return 'Please enter a display name';
  if (!DISPLAY_NAME_PATTERN.test(displayName)) return MESSAGES.displayNameChars;
  if (displayName.length < DISPLAY_NAME_MIN || displayName.length > DISPLAY_NAME_MAX) return MESSAGES.displayNameLength;
  return null;
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
