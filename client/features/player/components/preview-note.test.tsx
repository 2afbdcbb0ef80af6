// @vitest-environment jsdom
/** A preview says so and links to the full song beside it (Apple's terms, decision 028). */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PlayerInfo } from './player-info';

afterEach(cleanup);

const track = {
  id: 'itunes:1440650428',
  name: 'Nightcall',
  artist: 'Kavinsky',
  source: 'itunes' as const,
  previewUrl: 'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/x/1440650428.m4a',
  externalUrl: 'https://music.apple.com/us/album/nightcall/1440650430?i=1440650428',
};

describe('PreviewNote in the player info', () => {
  it('says it is a 30-second preview and links to the full song in a new tab', () => {
    render(<PlayerInfo track={track} context={null} compact={false} preview />);
    expect(screen.getByTestId('preview-note')).toHaveTextContent('30-second preview');
    const link = screen.getByRole('link', {
      name: 'Full song on Apple Music: Nightcall (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', track.externalUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps a short label and the link when minimised, and shows nothing for other sources', () => {
    const { rerender } = render(<PlayerInfo track={track} context={null} compact preview />);
    expect(screen.getByTestId('preview-note')).toHaveTextContent('Preview');
    expect(screen.getByRole('link', { name: /Full song on Apple Music/ })).toHaveTextContent(
      'Full song',
    );
    rerender(<PlayerInfo track={track} context={null} compact={false} />);
    expect(screen.queryByTestId('preview-note')).toBeNull();
  });
});
