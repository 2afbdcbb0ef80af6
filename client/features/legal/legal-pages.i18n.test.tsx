// @vitest-environment jsdom
/** The Terms and Privacy pages in German (decision 047): headings, the links inside sentences, labels. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PrivacyPage, TermsPage } from './components/legal-pages';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
});

async function speakGerman() {
  await speak('de');
}

describe('the legal pages in German', () => {
  it('shows the Terms with the YouTube link inside its sentence', async () => {
    await speakGerman();
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hearsay Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Rechtliches' })).toBeInTheDocument();
    const youtube = screen.getByRole('link', { name: /^Nutzungsbedingungen von YouTube/ });
    expect(youtube).toHaveTextContent('Nutzungsbedingungen von YouTube (öffnet einen neuen Tab)');
    expect(youtube.parentElement).toHaveTextContent(
      'Für das Ansehen gelten die Nutzungsbedingungen von YouTube (öffnet einen neuen Tab). Hearsay hostet weder Audio noch Video.',
    );
    expect(screen.getByText(/Siehe auch die Seite/)).toHaveTextContent(
      'Siehe auch die Seite Datenschutz.',
    );
  });

  it('shows the Privacy page with its bold labels and the link to You', async () => {
    await speakGerman();
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeVisible();
    expect(screen.getByText('Sitzungen').tagName).toBe('STRONG');
    expect(screen.getByText('Sitzungen').parentElement).toHaveTextContent(
      'Sitzungen: ein Hash deines Sitzungstokens und wann es abläuft, damit du angemeldet bleibst.',
    );
    expect(screen.getByRole('link', { name: 'Du' })).toHaveAttribute('href', '/you');
    expect(screen.getByRole('heading', { name: 'Export und Löschung' })).toBeInTheDocument();
  });
});
