// @vitest-environment jsdom
/** Genre picker behaviour of spec 000 §2, §4 "Genre picker" / "Genre suggestion", §5, §8, §9. */
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { GenreRef } from '@common/schemas';
import { GenrePicker } from './components/genre-picker';
import { renderWithClient, stubFetch, type RecordedCall } from './genres-test-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Setup {
  initialSelection?: GenreRef[];
  onConfirm?: (selected: GenreRef[]) => void;
  onOpenChange?: (open: boolean) => void;
  handler?: Parameters<typeof stubFetch>[0];
}

async function openPicker({
  initialSelection = [],
  onConfirm = vi.fn(),
  onOpenChange = vi.fn(),
  handler,
}: Setup = {}) {
  const calls = stubFetch(handler);
  const user = userEvent.setup();
  const utils = renderWithClient(
    <GenrePicker
      open
      onOpenChange={onOpenChange}
      initialSelection={initialSelection}
      onConfirm={onConfirm}
    />,
  );
  await screen.findByRole('button', { name: /^Latin/ });
  return { user, calls, ...utils };
}

const searchBox = () => screen.getByRole('textbox', { name: 'Search genres' });
/** The category tab (a disclosure button), not a genre of the same name. */
function categoryTab(name: string): HTMLElement {
  const tab = screen
    .getAllByRole('button', { name: new RegExp(`^${name}`) })
    .find((b) => b.hasAttribute('aria-expanded'));
  if (!tab) throw new Error(`No category tab ${name}`);
  return tab;
}
const confirmButton = () => screen.getByRole('button', { name: /^Add .*Genres?$/ });

describe('GenrePicker', () => {
  it('is a dialog with the title, a description and the category tabs', async () => {
    await openPicker();
    const dialog = screen.getByRole('dialog', { name: 'Add up to 10 favorite genres' });
    expect(dialog).toHaveAccessibleDescription(/search or browse/i);
    for (const name of ['Latin', 'Rock', 'Electronic', 'Jazz'])
      expect(categoryTab(name)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Selected (0/10)' })).toBeInTheDocument();
  });

  it('shows a spinner while the hierarchy loads and "Failed to fetch genres" when it fails', async () => {
    stubFetch((call) =>
      call.path === '/api/genres'
        ? { status: 500, body: { error: 'internal', message: 'boom' } }
        : undefined,
    );
    renderWithClient(
      <GenrePicker open onOpenChange={vi.fn()} initialSelection={[]} onConfirm={vi.fn()} />,
    );
    expect(screen.getByText('Loading genres...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch genres');
  });

  it('asks for the hierarchy with format=hierarchical and limit=800', async () => {
    const { calls } = await openPicker();
    const genreCall = calls.find((c) => c.path === '/api/genres');
    expect(new URLSearchParams(genreCall?.search)).toEqual(
      new URLSearchParams({ format: 'hierarchical', limit: '800' }),
    );
  });

  it('searches accent- and case-insensitively, switching to a flat list and back', async () => {
    const { user } = await openPicker();
    await user.type(searchBox(), 'musica');
    expect(screen.getByRole('button', { name: 'Música Popular Brasileira' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Latin/ })).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'MÚSICA POP');
    expect(screen.getByRole('button', { name: 'Música Popular Brasileira' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(categoryTab('Latin')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Música Popular Brasileira' }),
    ).not.toBeInTheDocument();
  });

  it('never lists hidden or inactive genres, and says when nothing matches', async () => {
    const { user } = await openPicker();
    await user.type(searchBox(), 'rock');
    const results = within(screen.getByRole('region', { name: 'Matching genres' }));
    expect(results.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Rock',
      'Alternative Rock',
      'Indie Rock',
    ]);

    await user.clear(searchBox());
    await user.type(searchBox(), 'no_genre');
    expect(screen.getByText('No active genres found matching "no_genre"')).toBeInTheDocument();
  });

  it('choosing a search result selects it, clears the search and excludes it from later searches', async () => {
    const { user } = await openPicker();
    await user.type(searchBox(), 'bossa');
    await user.click(screen.getByRole('button', { name: 'Bossa Nova' }));

    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Selected (1/10)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Bossa Nova' })).toBeInTheDocument();

    await user.type(searchBox(), 'bossa');
    expect(screen.getByText('No active genres found matching "bossa"')).toBeInTheDocument();
  });

  it('opens only one category dropdown at a time, with aria-expanded and aria-controls', async () => {
    const { user } = await openPicker();
    await user.click(categoryTab('Latin'));
    expect(categoryTab('Latin')).toHaveAttribute('aria-expanded', 'true');
    const latinPanel = screen.getByRole('group', { name: /^Latin/ });
    expect(categoryTab('Latin')).toHaveAttribute('aria-controls', latinPanel.id);
    expect(within(latinPanel).getByRole('button', { name: 'Salsa' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(categoryTab('Rock'));
    expect(categoryTab('Latin')).toHaveAttribute('aria-expanded', 'false');
    expect(categoryTab('Latin')).not.toHaveAttribute('aria-controls');
    expect(categoryTab('Rock')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('group', { name: /^Latin/ })).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('group')
        .filter((g) => g.getAttribute('aria-labelledby')?.includes('-tab-')),
    ).toHaveLength(1);

    await user.click(categoryTab('Rock'));
    expect(categoryTab('Rock')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: /^Rock/ })).not.toBeInTheDocument();
  });

  it('Escape closes the open dropdown first (focus back on its tab), then the dialog', async () => {
    const onOpenChange = vi.fn();
    const { user } = await openPicker({ onOpenChange });
    await user.click(categoryTab('Jazz'));
    await user.click(screen.getByRole('button', { name: 'Swing' }));
    await user.keyboard('{Escape}');
    expect(categoryTab('Jazz')).toHaveAttribute('aria-expanded', 'false');
    expect(categoryTab('Jazz')).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('is keyboard operable: Enter opens a dropdown and focuses its first genre, Space toggles, focus returns to the opener on close', async () => {
    stubFetch();
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Choose Your Genres
          </button>
          <GenrePicker
            open={open}
            onOpenChange={setOpen}
            initialSelection={[]}
            onConfirm={vi.fn()}
          />
        </>
      );
    }
    renderWithClient(<Opener />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: /^Latin/ });
    expect(searchBox()).toHaveFocus();

    await user.tab();
    expect(categoryTab('Latin')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Bossa Nova' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Bossa Nova' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Remove Bossa Nova' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(categoryTab('Latin')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose Your Genres' })).toHaveFocus(),
    );
  });

  it('toggles genres, counts "Selected (n/10)" and removes a chip when it is clicked', async () => {
    const { user } = await openPicker();
    await user.click(categoryTab('Rock'));
    await user.click(screen.getByRole('button', { name: 'Punk' }));
    await user.click(screen.getByRole('button', { name: 'Indie Rock' }));
    expect(screen.getByRole('heading', { name: 'Selected (2/10)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Punk' })).toHaveAttribute('aria-pressed', 'true');
    expect(categoryTab('Rock')).toHaveAccessibleName(/2 selected/);

    // Clicking a chip is a click outside the dropdown, which closes it.
    await user.click(screen.getByRole('button', { name: 'Remove Punk' }));
    expect(screen.getByRole('heading', { name: 'Selected (1/10)' })).toBeInTheDocument();
    expect(categoryTab('Rock')).toHaveAttribute('aria-expanded', 'false');
    // Focus moves to the neighbouring chip instead of being lost.
    expect(screen.getByRole('button', { name: 'Remove Indie Rock' })).toHaveFocus();

    await user.click(categoryTab('Rock'));
    expect(screen.getByRole('button', { name: 'Punk' })).toHaveAttribute('aria-pressed', 'false');
    // Toggling a selected genre again also unselects it.
    await user.click(screen.getByRole('button', { name: 'Indie Rock' }));
    expect(screen.getByRole('heading', { name: 'Selected (0/10)' })).toBeInTheDocument();
  });

  it('caps the selection at 10 and disables the unselected genres', async () => {
    const { user } = await openPicker();
    const picks: Record<string, string[]> = {
      Latin: ['Bossa Nova', 'Reggaeton', 'Salsa'],
      Rock: ['Punk', 'Rock', 'Indie Rock'],
      Electronic: ['House', 'Techno', 'Ambient', 'Drum & Bass'],
    };
    for (const [category, names] of Object.entries(picks)) {
      await user.click(categoryTab(category));
      for (const name of names) await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('heading', { name: 'Selected (10/10)' })).toBeInTheDocument();
    expect(screen.getByText(/the maximum/)).toBeInTheDocument();
    expect(confirmButton()).toHaveTextContent('Add 10 Genres');

    // Still in Electronic: chosen ones stay enabled so they can be unselected.
    expect(screen.getByRole('button', { name: 'House' })).toBeEnabled();
    await user.click(categoryTab('Jazz'));
    const jazz = within(screen.getByRole('group', { name: /^Jazz/ }));
    for (const button of jazz.getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(jazz.getByRole('button', { name: 'Swing' }));
    expect(screen.getByRole('heading', { name: 'Selected (10/10)' })).toBeInTheDocument();

    await user.type(searchBox(), 'a');
    for (const button of within(
      screen.getByRole('region', { name: 'Matching genres' }),
    ).getAllByRole('button'))
      expect(button).toBeDisabled();

    // Removing one frees a slot again.
    await user.clear(searchBox());
    await user.click(screen.getByRole('button', { name: 'Remove Salsa' }));
    await user.click(categoryTab('Jazz'));
    expect(screen.getByRole('button', { name: 'Swing' })).toBeEnabled();
  });

  it('labels the confirm button "Add Genres" / "Add 1 Genre" / "Add 2 Genres" and confirms the selection', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = await openPicker({ onConfirm, onOpenChange });
    expect(confirmButton()).toHaveTextContent('Add Genres');
    expect(confirmButton()).toBeDisabled();

    await user.click(categoryTab('Jazz'));
    await user.click(screen.getByRole('button', { name: 'Bebop' }));
    expect(confirmButton()).toHaveTextContent('Add 1 Genre');
    expect(confirmButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Swing' }));
    expect(confirmButton()).toHaveTextContent('Add 2 Genres');

    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith([
      { id: 41, name: 'Bebop' },
      { id: 44, name: 'Swing' },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reopening resets search, dropdowns and suggestion state and reloads the initial selection', async () => {
    stubFetch((call) =>
      call.path === '/api/genres/suggest'
        ? { status: 201, body: { message: 'Thanks for the suggestion!' } }
        : undefined,
    );
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(true);
      const [initial, setInitial] = useState<GenreRef[]>([{ id: 24, name: 'Rock' }]);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            reopen
          </button>
          <GenrePicker
            open={open}
            onOpenChange={setOpen}
            initialSelection={initial}
            onConfirm={setInitial}
          />
        </>
      );
    }
    renderWithClient(<Harness />);
    await screen.findByRole('button', { name: /^Latin/ });
    expect(screen.getByRole('button', { name: 'Remove Rock' })).toBeInTheDocument();

    // Change things, then cancel: the selection is not kept.
    await user.click(categoryTab('Latin'));
    await user.click(screen.getByRole('button', { name: 'Salsa' }));
    await user.type(screen.getByRole('textbox', { name: 'Genre to suggest' }), 'Hyperpop');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    await screen.findByText('Thanks for the suggestion!');
    await user.type(searchBox(), 'jazz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findByRole('dialog');
    expect(searchBox()).toHaveValue('');
    expect(categoryTab('Latin')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Thanks for the suggestion!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Selected (1/10)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Salsa' })).not.toBeInTheDocument();

    // Confirming feeds the new selection back in as the next initial selection.
    await user.click(categoryTab('Latin'));
    await user.click(screen.getByRole('button', { name: 'Salsa' }));
    await user.click(confirmButton());
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Selected (2/10)' })).toBeInTheDocument();
  });

  describe('suggest a genre', () => {
    const suggestBox = () => screen.getByRole('textbox', { name: 'Genre to suggest' });
    const suggestButton = () => screen.getByRole('button', { name: /^Suggest/ });

    it('needs non-empty trimmed text', async () => {
      const { user, calls } = await openPicker();
      expect(suggestButton()).toBeDisabled();
      await user.type(suggestBox(), '   ');
      expect(suggestButton()).toBeDisabled();
      await user.type(suggestBox(), '{Enter}');
      expect(calls.some((c: RecordedCall) => c.path === '/api/genres/suggest')).toBe(false);
    });

    it('shows "Thanks for the suggestion!", clears the input and returns to idle after 2000 ms', async () => {
      const { user, calls } = await openPicker({
        handler: (call) =>
          call.path === '/api/genres/suggest'
            ? { status: 201, body: { message: 'Thanks for the suggestion!' } }
            : undefined,
      });
      await user.type(suggestBox(), '  Hyperpop ');
      await user.click(suggestButton());

      const status = await screen.findByText('Thanks for the suggestion!');
      expect(status).toHaveAttribute('role', 'status');
      expect(calls.find((c) => c.path === '/api/genres/suggest')).toMatchObject({
        method: 'POST',
        body: { name: 'Hyperpop' },
      });
      expect(suggestBox()).toHaveValue('');
      expect(suggestBox()).toHaveFocus();

      // Still shown just before the reset, gone after it.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      expect(screen.getByText('Thanks for the suggestion!')).toBeInTheDocument();
      await waitFor(
        () => expect(screen.queryByText('Thanks for the suggestion!')).not.toBeInTheDocument(),
        { timeout: 1500 },
      );
    });

    it('shows the server message on success', async () => {
      const { user } = await openPicker({
        handler: (call) =>
          call.path === '/api/genres/suggest'
            ? {
                status: 201,
                body: { message: '"Salsa" is already in the list. Search for it above.' },
              }
            : undefined,
      });
      await user.type(suggestBox(), 'salsa{Enter}');
      expect(
        await screen.findByText('"Salsa" is already in the list. Search for it above.'),
      ).toBeInTheDocument();
    });

    it('shows the response message on failure, else "Failed to suggest genre"', async () => {
      let fail: { status: number; body?: unknown } = {
        status: 400,
        body: { error: 'bad_request', message: 'Please enter a genre name.' },
      };
      const { user } = await openPicker({
        handler: (call) => (call.path === '/api/genres/suggest' ? fail : undefined),
      });
      await user.type(suggestBox(), 'x{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a genre name.');
      expect(suggestBox()).toHaveValue('x');

      fail = { status: 500, body: undefined };
      await user.click(suggestButton());
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Failed to suggest genre'),
      );
    });
  });

  it('has no serious or critical axe violations (categories open, search results, suggestion)', async () => {
    const { user } = await openPicker({ initialSelection: [{ id: 24, name: 'Rock' }] });
    const check = async () => {
      // jsdom has no layout, so colour contrast is covered by the chip test instead.
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      const bad = result.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    };
    await user.click(categoryTab('Electronic'));
    await check();
    await user.type(searchBox(), 'zzz');
    await check();
    await user.clear(searchBox());
    await user.type(searchBox(), 'ja');
    await check();
  });
});
