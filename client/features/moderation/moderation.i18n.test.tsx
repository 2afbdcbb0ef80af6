// @vitest-environment jsdom
/**
 * Report and block in German (decision 047): the "…" menu's items, the report dialog (title,
 * reasons, note, buttons, the shared dialog's Cancel) and the Blocked members card.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { BlockedMembersSection } from './components/block-controls';
import { ModerationMenu } from './components/moderation-menu';
import { DAVE } from '../../testing/factories';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dave = { ...DAVE, blockedAt: '2026-01-01T10:00:00.000Z' };

async function inGerman() {
  await speak('de');
}

describe('report and block in German', () => {
  it('names the menu items and the report dialog in German', async () => {
    await inGerman();
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [] } } : undefined));
    renderWithClient(
      <ModerationMenu label="Mehr" targetType="response" targetId={9} member={dave} />,
    );
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Mehr' });
    expect(menuButton).toHaveAttribute('title', 'Weitere Aktionen');
    await user.click(menuButton);
    const block = await screen.findByRole('menuitem', { name: 'Dave Doe blockieren' });
    await waitFor(() => expect(block).not.toHaveAttribute('data-disabled'));
    await user.click(screen.getByRole('menuitem', { name: 'Diese Empfehlung melden' }));

    const dialog = await screen.findByRole('dialog', { name: 'Diese Empfehlung melden' });
    expect(dialog).toHaveAccessibleDescription(
      'Das Team sieht es sich an. Das Mitglied erfährt nicht, wer gemeldet hat.',
    );
    expect(screen.getByRole('group', { name: 'Warum?' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Spam oder Werbung' })).not.toBeChecked();
    expect(screen.getByLabelText('Notiz (optional)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Meldung senden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  });

  it('lists blocked members with a German Unblock', async () => {
    await inGerman();
    stubFetch((c) => (c.path === '/api/blocks' ? { body: { data: [dave] } } : undefined));
    renderWithClient(<BlockedMembersSection />);
    expect(await screen.findByRole('list', { name: 'Blockierte Mitglieder' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Blockierung von Dave Doe aufheben' }),
    ).toHaveTextContent('Blockierung aufheben');
  });
});
