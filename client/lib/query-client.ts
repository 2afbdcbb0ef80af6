/**
 * TanStack Query defaults of spec 000 §7: the query key's first element is the GET path and an
 * optional second element the query parameters; no retries, no refetch on focus, no polling; the
 * first screen's data is not asked for again by the page it was loaded for (lib/first-screen.ts).
 */
import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { api } from './api';
import { refetchOnMount } from './first-screen';

export async function defaultQueryFn({ queryKey, signal }: QueryFunctionContext) {
  const [path, params] = queryKey as [
    string,
    Record<string, string | number | boolean | null | undefined>?,
  ];
  return api(path, { query: params, signal });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
