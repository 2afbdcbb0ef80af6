// @vitest-environment jsdom
/**
 * The staff catalogue chunk (decision 047): another language's first chunk has no staff texts;
 * they arrive, once, when a staff screen asks for them, and StaffTexts holds the screen back
 * (Suspense) until then, so no English shows in between.
 */
import '@testing-library/jest-dom/vitest';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createI18n, hasMessage, i18nScope, t } from '../../lib/i18n';
import { loadStaffMessages, staffMessagesReady, StaffTexts } from './staff-texts';

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  i18nScope.current = english;
});

async function useLocale(locale: 'de' | 'ar' | 'en') {
  const i18n = await createI18n(locale);
  i18nScope.current = () => i18n;
  return i18n;
}

describe('the staff catalogue chunk', () => {
  it('is not in the first chunk, and loads into the page language once', async () => {
    await useLocale('de');
    expect(hasMessage('feed.sort.recent')).toBe(true);
    expect(hasMessage('staff.processing.title')).toBe(false);
    expect(staffMessagesReady()).toBe(false);
    const first = loadStaffMessages();
    expect(loadStaffMessages()).toBe(first);
    await first;
    expect(staffMessagesReady()).toBe(true);
    expect(t('staff.processing.title')).toBe('Verarbeitungs-Dashboard');
  });

  it('holds a staff screen behind Suspense until its texts are there', async () => {
    await useLocale('ar');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <StaffTexts>
          <Title />
        </StaffTexts>
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('لوحة المعالجة');
  });

  it('needs nothing in English: the screen renders at once', async () => {
    await useLocale('en');
    expect(staffMessagesReady()).toBe(true);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <StaffTexts>
          <p>ready</p>
        </StaffTexts>
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});

function Title() {
  return <h1>{t('staff.processing.title')}</h1>;
}
