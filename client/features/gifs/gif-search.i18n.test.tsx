// @vitest-environment jsdom
/** The GIF picker in German (decision 047): the box, the trending heading, the end and the chosen GIF. */
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Gif } from '@common/schemas';
import { renderWithClient, stubFetch } from '../genres/genres-test-helpers';
import { GifSearch } from './components/gif-search';
import { SelectedGif } from './components/selected-gif';
import { setupLocaleSwitch } from '../../testing/i18n';

const speak = setupLocaleSwitch();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gif: Gif = {
  id: 'g1',
  url: '/gifs/g1.gif',
  previewUrl: '/gifs/g1.gif',
  title: 'Dancing cat',
  width: 200,
  height: 150,
};

function Harness() {
  const [text, setText] = useState('');
  return <GifSearch text={text} onTextChange={setText} onSelect={() => {}} />;
}

describe('the GIF picker in German', () => {
  it('labels the search, the trending GIFs and the end of the results', async () => {
    await speak('de');
    stubFetch((c) => (c.path === '/api/gifs/trending' ? { body: [gif] } : undefined));
    renderWithClient(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'GIFs suchen' })).toHaveAttribute(
      'placeholder',
      'GIFs suchen, z. B. Tanz, Regen, Vinyl',
    );
    expect(await screen.findByRole('group', { name: 'Angesagte GIFs' })).toBeVisible();
    expect(screen.getByText('Du hast das Ende der Ergebnisse erreicht')).toBeVisible();
  });

  it('shows the chosen GIF with its German caption and button', async () => {
    await speak('de');
    render(<SelectedGif gif={gif} onChange={() => {}} />);
    expect(screen.getByTestId('selected-gif')).toHaveTextContent('AUSGEWÄHLTES GIF');
    expect(screen.getByRole('button', { name: 'GIF ändern' })).toBeEnabled();
  });
});
