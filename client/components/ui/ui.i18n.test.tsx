// @vitest-environment jsdom
/**
 * The shared UI parts in German (decision 047): the dialog's close and Cancel, the password
 * toggle, the search box's clear button, the retry of a failed load, "Recommended by" and the
 * paste-cut notice of a capped text box.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Dialog } from 'radix-ui';
import { DialogActions, DialogPanel, DialogTitleBar } from './dialog';
import { ErrorState } from './error-state';
import { LimitedTextarea } from './limited-textarea';
import { RecommendedBy } from './recommended-by';
import { SearchInput } from './search-input';
import { TextField } from './text-field';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
});

async function inGerman() {
  await speak('de');
}

describe('shared UI in German', () => {
  it('names the dialog buttons, the password toggle, the clear button and the retry', async () => {
    await inGerman();
    render(
      <Dialog.Root open>
        <DialogPanel>
          <DialogTitleBar title="Titel" description="Text" />
          <DialogActions>
            <button type="button">OK</button>
          </DialogActions>
        </DialogPanel>
      </Dialog.Root>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    cleanup();

    const onRetry = vi.fn();
    render(
      <>
        <TextField label="Passwort" type="password" />
        <SearchInput label="Suche" value="jazz" onChange={() => {}} onClear={() => {}} />
        <ErrorState message="Kaputt" onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Suche leeren' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says who recommended in German, the viewer included', async () => {
    await inGerman();
    const ana = { id: 2, slug: 'ana', displayName: 'Ana' };
    render(
      <MemoryRouter>
        <RecommendedBy responder={ana} viewerId={1} />
        <RecommendedBy responder={ana} viewerId={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ana' }).parentElement).toHaveTextContent(
      'Empfohlen von Ana',
    );
    expect(screen.getByText('dir').parentElement).toHaveTextContent('Empfohlen von dir');
  });

  it('tells in German how much of a paste was cut', async () => {
    await inGerman();
    render(<LimitedTextarea label="Notiz" optional value="" onChange={() => {}} maxLength={5} />);
    expect(screen.getByLabelText('Notiz (optional)')).toBeVisible();
    fireEvent.paste(screen.getByLabelText('Notiz (optional)'), {
      clipboardData: { getData: () => '1234567' },
    });
    expect(
      await screen.findByText('Dieses Feld fasst 5 Zeichen: 2 Zeichen wurden abgeschnitten.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
  });
});
