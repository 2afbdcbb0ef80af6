// @vitest-environment jsdom
/** The feedback dialog in German (decision 047): button name, title, type labels, the empty-form toast. */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, getToasts } from '../../lib/toast-store';
import { ME } from '../../testing/factories';
import { renderWithApp } from '../../testing/render';
import { FeedbackButton } from './components/feedback-button';
import { setupLocaleSwitch } from '../../testing/i18n';

beforeAll(async () => {
  await import('./components/feedback-dialog');
});

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  dismissToast();
});

describe('the feedback dialog in German', () => {
  it('names the button, the dialog, its fields and the types in German', async () => {
    await speak('de');
    renderWithApp(<FeedbackButton />, { session: ME });
    const open = screen.getByRole('button', { name: 'Feedback senden' });
    expect(open).toHaveAttribute('title', 'Feedback senden');
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Feedback senden' });
    const type = within(dialog).getByLabelText('Art');
    expect(within(type).getByRole('option', { name: 'Art auswählen' })).toBeDisabled();
    expect(within(type).getByRole('option', { name: 'Fehler' })).toBeInTheDocument();
    expect(
      within(type).getByRole('option', { name: 'Problematisches Mitglied' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveAttribute(
      'placeholder',
      'Was ist passiert, oder was würdest du gern sehen?',
    );
    expect(within(dialog).getByRole('button', { name: 'Absenden' })).toBeDisabled();
  });

  it('asks for both fields in German', async () => {
    await speak('de');
    renderWithApp(<FeedbackButton />, { session: ME });
    await userEvent.click(screen.getByRole('button', { name: 'Feedback senden' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Art'), 'bug');
    await userEvent.type(within(dialog).getByLabelText('Kommentar'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Absenden' }));
    expect(getToasts()[0]).toMatchObject({ description: 'Art und Kommentar sind beide nötig.' });
  });
});
