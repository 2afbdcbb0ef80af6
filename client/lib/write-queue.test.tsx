// @vitest-environment jsdom
/** A write's state as the member sees it (decision 044): queued offline and sent once back, cancelled, failed with the server's words. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { onlineManager, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from './api';
import { dismissToast, getToasts } from './toast-store';
import { createQueryClient, OFFLINE_MESSAGE } from './query-client';
import { useWriteState } from './write-queue';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  dismissToast();
});

function setup(send: (text: string) => Promise<string>, meta?: Record<string, unknown>) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const mutation = useMutation({ mutationFn: send, meta });
      return { mutation, write: useWriteState(mutation, 'Could not send it.') };
    },
    { wrapper },
  );
}

describe('useWriteState', () => {
  it('shows a write made offline as queued and sends it once when the connection returns', async () => {
    const send = vi.fn(async (text: string) => text);
    const { result } = setup(send, { inlineStatus: true });
    act(() => onlineManager.setOnline(false));
    act(() => result.current.mutation.mutate('hello'));
    await waitFor(() => expect(result.current.write.phase).toBe('queued'));
    expect(result.current.write.message).toBe(OFFLINE_MESSAGE);
    expect(send).not.toHaveBeenCalled();
    // A form showing the state itself gets no toast.
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.write.phase).toBe('idle');
  });

  it('never sends a cancelled write; a toggle made offline says it waits in a toast', async () => {
    const send = vi.fn(async (text: string) => text);
    const { result } = setup(send);
    act(() => onlineManager.setOnline(false));
    act(() => result.current.mutation.mutate('never'));
    await waitFor(() => expect(result.current.write.phase).toBe('queued'));
    expect(getToasts().find((t) => t.open)?.title).toBe(OFFLINE_MESSAGE);
    act(() => result.current.write.cancel());
    await waitFor(() => expect(result.current.write.phase).toBe('idle'));
    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
  });

  it('ends a failed write with the server’s words, or the network message, or the fallback', async () => {
    const errors = [
      new ApiError(400, 'Too long.', { error: 'validation_error', message: 'Too long.' }),
      new ApiError(0, 'Network error: check your connection and try again.', null),
      new ApiError(500, '500: oops', null),
    ];
    const { result } = setup(async () => {
      throw errors.shift();
    });
    for (const expected of [
      'Too long.',
      'Network error: check your connection and try again.',
      'Could not send it.',
    ]) {
      act(() => result.current.mutation.mutate('x'));
      await waitFor(() => expect(result.current.write.phase).toBe('failed'));
      expect(result.current.write.message).toBe(expected);
    }
  });
});
