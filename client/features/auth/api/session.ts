/**
 * The session (spec 000 §4 Authentication): on start the app asks who the user is; any failure
 * means signed out. Login and registration set the user; logout clears it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import { api } from '../../../lib/api';

export const SESSION_KEY = ['/api/auth/me'] as const;

/** The signed-in user, null when signed out; `isLoading` while the first answer is pending. */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await api<SessionUser>('/api/auth/me', { signal });
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => api<SessionUser>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; displayName: string; password: string }) => api<SessionUser>('/api/auth/register', { method: 'POST', body: input }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ success: boolean }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
