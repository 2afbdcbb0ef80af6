/** Count-dependent button labels of the genre screens (spec 000 §2), in the page's language. */
import { t } from '../../../lib/i18n';

/** Picker confirm: "Add Genres" with none, "Add 1 Genre", "Add N Genres". */
export function addGenresLabel(count: number): string {
  return t('genres.add', { count: Math.max(0, count) });
}

/** Onboarding continue: "Continue with 1 genre", "Continue with N genres"; plain "Continue" with none. */
export function continueLabel(count: number): string {
  return t('genres.continue', { count: Math.max(0, count) });
}

/** "1 genre selected" / "N genres selected". */
export function selectedCountLabel(count: number): string {
  return t('genres.selectedCount', { count });
}
