/**
 * TanStack Query defaults of spec 000 §7: the query key's first element is the GET path and an
 * optional second element the query parameters; no retries, no refetch on focus, no polling; the
 * first screen's data is not asked for again by the page it was loaded for (lib/first-screen.ts).
 */
import {
  MutationCache,
  onlineManager,
  QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { api } from './api';
import { refetchOnMount } from './first-screen';
import { toast } from './toast-store';

/** What a write made offline says while it waits (here and under forms, lib/write-queue.ts). */
export const OFFLINE_MESSAGE = "You're offline — we'll send this when you're back";

export async function defaultQueryFn({ queryKey, signal }: QueryFunctionContext) {
  const [path, params] = queryKey as [
    string,
    Record<string, string | number | boolean | null | undefined>?,
  ];
  return api(path, { query: params, signal });
}

/**
 * A write made offline (an upvote, a save, a follow, a setting) waits and is sent when the
 * connection returns (lib/write-queue.ts); this says so. Forms that show the state under
 * themselves mark their mutation `meta: { inlineStatus: true }` and get no toast.
 */
function sayWhenQueued(mutation: { meta?: Record<string, unknown> }) {
  if (onlineManager.isOnline() || mutation.meta?.inlineStatus === true) return;
  toast({ title: OFFLINE_MESSAGE, duration: 4000 });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => sayWhenQueued(mutation),
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        refetchOnMount,
      },
      mutations: { retry: false },
    },
  });
}
