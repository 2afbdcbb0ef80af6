/**
 * The state of a member's write, so it never leaves them guessing (decision 044):
 * - a write made offline waits in TanStack Query's mutation cache (a paused mutation) and is sent
 *   once when the connection returns, with the same Idempotency-Key (lib/api.ts), so the server
 *   stores it once; it can be cancelled while it waits;
 * - a write that is sent ends within api()'s WRITE_DEADLINE_MS: its answer, or an error the member
 *   can retry (the retry reuses the key, since an unanswered write never settles it).
 *
 * `useWriteState` reads a mutation into one phase and one message for the `WriteStatus` component
 * (components/ui/write-status.tsx); the deadline itself is api()'s.
 */
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api';
import { OFFLINE_MESSAGE } from './query-client';

/** `idle` nothing to say; `sending` on its way; `queued` waiting for the connection; `failed` ended in an error. */
export type WritePhase = 'idle' | 'sending' | 'queued' | 'failed';

export interface WriteState {
  phase: WritePhase;
  /** What to tell the member: OFFLINE_MESSAGE while queued, the server's words (or `fallback`) once failed. */
  message: string | null;
  /** Drops a queued write so it is never sent, and forgets a failed one. */
  cancel: () => void;
}

type AnyMutation = Pick<
  UseMutationResult<unknown, unknown, never, unknown>,
  'isPending' | 'isPaused' | 'isError' | 'error' | 'submittedAt' | 'reset'
>;

/** The phase of `mutation` as a member sees it; `fallback` is the message of an error without words. */
export function useWriteState(mutation: AnyMutation, fallback: string): WriteState {
  const queryClient = useQueryClient();
  const cancel = () => {
    // A paused mutation left in the cache would be sent when the connection returns: drop it.
    const cache = queryClient.getMutationCache();
    for (const waiting of cache.findAll({
      predicate: (m) => m.state.isPaused && m.state.submittedAt === mutation.submittedAt,
    }))
      cache.remove(waiting);
    mutation.reset();
  };
  if (mutation.isPending && mutation.isPaused)
    return { phase: 'queued', message: OFFLINE_MESSAGE, cancel };
  if (mutation.isPending) return { phase: 'sending', message: null, cancel };
  if (mutation.isError)
    return {
      phase: 'failed',
      message: errorMessage(mutation.error, fallbackFor(mutation.error, fallback)),
      cancel,
    };
  return { phase: 'idle', message: null, cancel };
}

/** An error without the server's words: a network failure or a timeout says so, else `fallback`. */
function fallbackFor(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 0 ? err.message : fallback;
}
