// @vitest-environment jsdom
/** The genre picker in German and Arabic (decision 047): title, sections, search, suggestion, plurals. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GenrePicker } from './components/genre-picker';
import { renderWithClient, stubFetch } from './genres-test-helpers';
import { addGenresLabel, continueLabel } from './lib/genre-labels';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the genre picker in other languages', () => {
  it('speaks German', async () => {
    await speak('de');
    stubFetch();
    renderWithClient(
      <GenrePicker open onOpenChange={() => {}} initialSelection={[]} onConfirm={() => {}} />,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Bis zu 10 Lieblingsgenres hinzufügen' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nach Kategorie stöbern' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ausgewählt (0/10)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Genres hinzufügen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Genre nicht gefunden?' })).toBeVisible();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Genres suchen' }), 'zzzz');
    expect(
      await screen.findByText('Keine aktiven Genres gefunden, die zu „zzzz“ passen'),
    ).toBeVisible();
  });

  it('counts in German and in Arabic, its dual included', async () => {
    await speak('de');
    expect(addGenresLabel(1)).toBe('1 Genre hinzufügen');
    expect(continueLabel(3)).toBe('Weiter mit 3 Genres');
    await speak('ar');
    expect(addGenresLabel(2)).toBe('إضافة 2 نوعين');
    expect(continueLabel(0)).toBe('متابعة');
  });
});
