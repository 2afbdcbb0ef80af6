/**
 * Component tests in another language: `setupLocaleSwitch()` in a test file puts the English
 * catalogue back after each test and returns `speak(locale)`, which makes the app read that
 * locale's catalogue until then. Not a test file itself.
 */
import { afterEach } from 'vitest';
import type { RenderLocale } from '@common/i18n/locales';
import { createI18n, i18nScope } from '../lib/i18n';

export function setupLocaleSwitch() {
  const english = i18nScope.current;
  afterEach(() => {
    i18nScope.current = english;
  });
  return async (locale: RenderLocale) => {
    const i18n = await createI18n(locale);
    i18nScope.current = () => i18n;
    return i18n;
  };
}
