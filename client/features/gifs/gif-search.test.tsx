// @vitest-environment jsdom
/** The GIF picker (spec 000 §2 "New request", §5, §8): trending, debounced search, paging, messages, toasts. */
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gif } from '@common/schemas';
import { getToasts } from '../../lib/toast-store';
import { renderWithClient, stubFetch, type RecordedCall } from '../genres/genres-test-helpers';
import { GifSearch } from './components/gif-search';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gif = (prefix: string, n: number): Gif => ({
  id: `${prefix}${n}`,
  url: `/gifs/${prefix}${n}.gif`,
  previewUrl: `/gifs/${prefix}${n}.gif`,
  title: `${prefix} GIF ${n}`,
  width: 200,
  height: 150,
});
const page = (prefix: string, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => gif(prefix, from + i));

function Harness({ onSelect }: { onSelect: (g: Gif) => void }) {
  const [text, setText] = useState('');
  return <GifSearch text={text} onTextChange={setText} onSelect={onSelect} />;
}

function renderSearch(handler: Parameters<typeof stubFetch>[0]) {
  const calls = stubFetch(handler);
  const onSelect = vi.fn();
  renderWithClient(<Harness onSelect={onSelect} />);
  return { calls, onSelect, user: userEvent.setup() };
}

const gifCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/gifs/')).map((c) => `${c.path}${c.search}`);

describe('GifSearch', () => {
  it('shows trending GIFs with alt text, loads more only after a full page, then says it reached the end', async () => {
    const { calls, onSelect, user } = renderSearch((c) => {
      if (c.path !== '/api/gifs/trending') return undefined;
      const offset = Number(new URLSearchParams(c.search).get('offset'));
      return { body: offset === 0 ? page('t', 0, 20) : page('t', 20, 5) };
    });
    expect(await screen.findByRole('img', { name: 't GIF 0' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trending GIFs' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(20);
    expect(screen.queryByText("You've reached the end of results")).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More GIFs' }));
    expect(await screen.findByText("You've reached the end of results")).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load More GIFs' })).not.toBeInTheDocument();
    expect(gifCalls(calls)).toEqual([
      '/api/gifs/trending?limit=20&offset=0',
      '/api/gifs/trending?limit=20&offset=20',
    ]);

    await user.click(screen.getByRole('button', { name: 't GIF 3' }));
    expect(onSelect).toHaveBeenCalledWith(gif('t', 3));
  });

  it('searches 800 ms after typing stops, only from 2 characters; an empty answer says so', async () => {
    const { calls, user } = renderSearch((c) => {
      if (c.path === '/api/gifs/trending') return { body: page('t', 0, 3) };
      if (c.path === '/api/gifs/search')
        return {
          body: new URLSearchParams(c.search).get('query') === 'rain' ? page('r', 0, 2) : [],
        };
      return undefined;
    });
    await screen.findByRole('img', { name: 't GIF 0' });
    // A short trending list ends at once.
    expect(screen.getByText("You've reached the end of results")).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search GIFs' });
    await user.type(box, 'r');
    await new Promise((r) => setTimeout(r, 900));
    expect(gifCalls(calls).filter((c) => c.includes('search'))).toEqual([]);

    await user.type(box, 'ain');
    await new Promise((r) => setTimeout(r, 300));
    expect(gifCalls(calls).filter((c) => c.includes('search'))).toEqual([]);
    expect(
      await screen.findByRole('img', { name: 'r GIF 0' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(gifCalls(calls).filter((c) => c.includes('search'))).toEqual([
      '/api/gifs/search?query=rain&limit=20&offset=0',
    ]);
    expect(screen.getByRole('heading', { name: 'GIFs for “rain”' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zzqq');
    expect(
      await screen.findByText('No GIFs found. Try a different search.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('toasts "GIF search failed" and offers a retry when the first page fails', async () => {
    let fail = true;
    renderSearch((c) =>
      c.path === '/api/gifs/trending'
        ? fail
          ? { status: 502, body: { error: 'gif_search_failed', message: 'x' } }
          : { body: page('t', 0, 2) }
        : undefined,
    );
    expect(
      await screen.findByText('Failed to search for GIFs. Please try again.'),
    ).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: 'GIF search failed',
      description: 'Failed to search for GIFs. Please try again.',
      variant: 'destructive',
    });
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 't GIF 1' })).toBeInTheDocument();
  });

  it('toasts "Failed to load more GIFs" when a further page fails, keeping what is shown', async () => {
    const { user } = renderSearch((c) => {
      if (c.path !== '/api/gifs/trending') return undefined;
      return new URLSearchParams(c.search).get('offset') === '0'
        ? { body: page('t', 0, 20) }
        : { status: 500, body: { error: 'x', message: 'boom' } };
    });
    await screen.findByRole('img', { name: 't GIF 0' });
    await user.click(screen.getByRole('button', { name: 'Load More GIFs' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Failed to load more GIFs',
        description: 'Please try again later.',
      }),
    );
    expect(screen.getAllByRole('img')).toHaveLength(20);
    expect(within(screen.getByTestId('gif-grid')).getAllByRole('button')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load More GIFs' })).toBeEnabled();
  });
});
