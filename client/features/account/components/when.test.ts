/** Session and key times: date-fns' English words in English, Intl's in other languages. */
import { describe, expect, it } from 'vitest';
import { agoText, dayText } from './when';
import { setupLocaleSwitch } from '../../../testing/i18n';

const speak = setupLocaleSwitch();
const NOW = new Date('2026-03-10T12:00:00Z');

describe('agoText and dayText', () => {
  it('keep the English words', () => {
    expect(agoText('2026-03-10T11:55:00Z', NOW)).toMatch(/minutes ago$/);
    expect(dayText('2026-03-03T12:00:00Z')).toBe('3 Mar 2026');
  });

  it('speak German and Arabic, choosing the largest whole unit', async () => {
    await speak('de');
    expect(agoText('2026-03-10T11:55:00Z', NOW)).toBe('vor 5 Minuten');
    expect(agoText('2026-03-07T12:00:00Z', NOW)).toBe('vor 3 Tagen');
    expect(dayText('2026-03-03T12:00:00Z')).toBe('3. März 2026');
    await speak('ar');
    expect(agoText('2026-03-10T10:00:00Z', NOW)).toBe('قبل ساعتين');
  });
});
