// @vitest-environment jsdom
/** Deleting one's own request: the confirmation says how many answers go, then deletes. */
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient, stubFetch } from '../../testing/fetch-stub';
import { answersNote, DeleteRequestButton } from './components/delete-request-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeleteRequestButton', () => {
  it('words the answers that go with the request', () => {
    expect(answersNote(0)).toBe('It has no answers yet.');
    expect(answersNote(1)).toBe('Its 1 answer will be deleted too.');
    expect(answersNote(3)).toBe('Its 3 answers will be deleted too.');
  });

  it('asks first, says how many answers go, and deletes only on confirmation', async () => {
    const calls = stubFetch((c) =>
      c.method === 'DELETE' && c.path === '/api/requests/7'
        ? { body: { deleted: true, id: 7, responsesDeleted: 3 } }
        : undefined,
    );
    const onDeleted = vi.fn();
    renderWithClient(<DeleteRequestButton requestId={7} responses={3} onDeleted={onDeleted} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this request?' });
    expect(dialog).toHaveTextContent('Its 3 answers will be deleted too.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete request' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's message when the delete fails", async () => {
    stubFetch(() => ({ status: 404, body: { error: 'not_found', message: 'Request not found.' } }));
    const onDeleted = vi.fn();
    renderWithClient(<DeleteRequestButton requestId={8} responses={0} onDeleted={onDeleted} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request not found.');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
