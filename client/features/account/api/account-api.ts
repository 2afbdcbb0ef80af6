/**
 * Account security calls (issue 11): verification, password reset and change, sessions, two-factor.
 * Actions that issue a new session id refresh the session query afterwards.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import { api } from '../../../lib/api';
import { SESSION_KEY } from '../../auth';

export interface SessionEntry {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const SESSIONS_KEY = ['/api/auth/sessions'] as const;

function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

export function useVerifyEmail() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) => api<{ success: boolean }>('/api/auth/verify-email', { method: 'POST', body: { token } }),
    onSuccess: refresh,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api<{ success: boolean }>('/api/auth/verify-email/resend', { method: 'POST' }) });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api<{ success: boolean; message: string }>('/api/auth/forgot-password', { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api<{ success: boolean }>('/api/auth/reset-password', { method: 'POST', body: input }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; signOutOthers: boolean }) =>
      api<{ success: boolean; signedOut: number }>('/api/auth/change-password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => api<{ sessions: SessionEntry[] }>('/api/auth/sessions', { signal }) });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ success: boolean }>(`/api/auth/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ success: boolean; signedOut: number }>('/api/auth/sessions/sign-out-others', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => api<TotpSetup>('/api/auth/2fa/setup', { method: 'POST' }) });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<{ recoveryCodes: string[]; user: SessionUser }>('/api/auth/2fa/enable', { method: 'POST', body: { code } }),
    // The session query is refreshed by the caller once the recovery codes were seen (see TwoFactorSetup).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Refreshes the session user (and the queries a missing second factor refused). */
export function useReloadSession() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  };
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<{ success: boolean; user: SessionUser }>('/api/auth/2fa/verify', { method: 'POST', body: { code } }),
    onSuccess: async (res) => {
      queryClient.setQueryData(SESSION_KEY, res.user);
      // Queries refused with mfa_required before the code can now answer.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    },
  });
}

export function useDisableTotp() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (password: string) => api<{ success: boolean }>('/api/auth/2fa/disable', { method: 'POST', body: { password } }),
    onSuccess: refresh,
  });
}
