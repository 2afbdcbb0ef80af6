/** Avatar colour rule (spec 000 §3): hue = id × 137.508 mod 360, the golden angle, so neighbours differ. */
import { AVATAR_HUE_STEP } from './constants';

/** Hue in degrees [0, 360) for a user id. */
export function avatarHue(id: number): number {
  return (id * AVATAR_HUE_STEP) % 360;
}

/** The avatar letter: first character of the display name, upper-cased; "?" with no user. */
export function avatarLetter(displayName: string | null | undefined): string {
  const first = displayName?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}
