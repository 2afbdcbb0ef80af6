// @vitest-environment jsdom
/**
 * The player in German and Arabic (decision 047): transport buttons, the seek bar, the queue and
 * its modes, the notices (an error, a comment read aloud) and the YouTube playlist link's plural.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { SongData } from '@common/schemas';
import type { RenderLocale } from '@common/i18n/locales';
import { createI18n, i18nScope } from '../../lib/i18n';
import { playbackErrorMessage } from './engine/playback-errors';
import { spokenText } from './player-state';
import { playerActions, playerStore } from './player-store';
import { TransportControls } from './components/player-controls';
import { SeekBar } from './components/player-progress';
import { QueuePanel } from './components/queue-panel';
import { PlayerNotice } from './components/player-notice';
import { OpenInYouTubeLink } from './components/open-in-youtube';
import { NotPlayable } from './components/not-playable';

// The store's transitions load with its first action in the app; here they are there from the start.
beforeAll(() => playerStore.load());

const english = i18nScope.current;
afterEach(() => {
  cleanup();
  playerActions.close();
  i18nScope.current = english;
});

async function speak(locale: RenderLocale) {
  const i18n = await createI18n(locale);
  i18nScope.current = () => i18n;
}

const song = (n: number): SongData => ({
  id: `abcdefghij${n}`,
  videoId: `abcdefghij${n}`,
  name: `Song ${n}`,
  artist: `Artist ${n}`,
  playable: true,
});

describe('the player in other languages', () => {
  it('speaks German: transport, seek bar and the queue with its modes', async () => {
    await speak('de');
    playerActions.playPlaylist(
      [1, 2, 3].map((n) => ({ track: song(n), context: { responseId: n } })),
    );
    render(
      <>
        <TransportControls />
        <SeekBar />
        <QueuePanel id="q" onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Nächster Song' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vorheriger Song' })).toHaveAttribute(
      'title',
      'Vorheriger Song',
    );
    expect(screen.getByText('Song 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kommentare vorlesen' })).toHaveAttribute(
      'title',
      expect.stringMatching(/^Kommentare vorlesen: (an|aus)/),
    );
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      'Nicht gestartet',
    );

    const queue = screen.getByRole('list', { name: 'Warteschlange' });
    expect(within(queue).getAllByRole('listitem')[0]).toHaveTextContent('Läuft gerade · Artist 1');
    expect(
      screen.getByRole('button', { name: 'Song 3 als Nächstes abspielen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Song 2 aus der Warteschlange entfernen' }),
    ).toHaveAttribute('title', 'Aus der Warteschlange entfernen');
    expect(screen.getByRole('button', { name: 'Wiederholen: aus' })).toHaveAttribute(
      'title',
      'Wiederholen: aus (zum Ändern drücken)',
    );
    expect(screen.getByRole('button', { name: 'Zufällig' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('speaks German in its notices, the spoken comment and a song without a video', async () => {
    await speak('de');
    expect(playbackErrorMessage(150)).toBe(
      'Der Inhaber erlaubt nicht, dass dieses Video hier abgespielt wird.',
    );
    expect(spokenText({ responderName: null, comment: ' Hör mal. ' })).toBe(
      'Jemand sagt: Hör mal.',
    );

    playerActions.play(song(1), { responseId: 1, responderName: 'Ana', comment: 'Hör mal.' });
    const state = playerStore.getState();
    render(<PlayerNotice state={{ ...state, speaking: true }} compact={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ana sagt: Hör mal.');
    cleanup();

    render(
      <PlayerNotice
        state={{ ...state, error: { code: 100, message: playbackErrorMessage(100) } }}
        compact={false}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Dieses Video wurde entfernt oder auf privat gestellt.',
    );
    expect(
      screen.getByRole('link', { name: 'Auf YouTube öffnen (öffnet in neuem Tab)' }),
    ).toHaveAttribute('href', expect.stringContaining('abcdefghij1'));
    cleanup();

    render(<NotPlayable song={{ id: 'x', name: 'Nirgends', artist: 'Niemand' }} />);
    expect(screen.getByTestId('not-playable')).toHaveTextContent(
      'Kein Video: Nirgends kann nicht abgespielt werden',
    );
    expect(
      screen.getByRole('link', { name: 'Auf YouTube nach Nirgends suchen (öffnet in neuem Tab)' }),
    ).toHaveTextContent('Auf YouTube suchen');
  });

  it('speaks Arabic, the dual of the playlist link included, and English as the spec says', async () => {
    await speak('ar');
    playerActions.play(song(1), { responseId: 1, responderName: 'Ana', comment: null });
    render(<TransportControls />);
    // Previous / play / next follow the tape, left to right, whatever the reading direction.
    const previous = screen.getByRole('button', { name: 'الأغنية السابقة' });
    expect(previous.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(
      previous.compareDocumentPosition(screen.getByRole('button', { name: 'الأغنية التالية' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    cleanup();
    render(<OpenInYouTubeLink songs={[song(1), song(2)]} />);
    expect(screen.getByTestId('open-in-youtube')).toHaveAccessibleName(
      'فتح في YouTube: 2 أغنيتان كقائمة تشغيل (يُفتح في علامة تبويب جديدة)',
    );
    cleanup();
    i18nScope.current = english;
    render(<OpenInYouTubeLink songs={[song(1)]} />);
    expect(screen.getByTestId('open-in-youtube')).toHaveAccessibleName(
      'Open in YouTube: 1 song as a playlist (opens in a new tab)',
    );
  });
});
