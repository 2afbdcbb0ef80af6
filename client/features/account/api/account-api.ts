/**
 * Account security calls (issue 11): verification, password reset and change, sessions, two-factor.
 * Actions that issue a new session id refresh the session query afterwards.
 */
import { apiPath } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailVerified,
  ResetRequested,
  SecondFactorPassed,
  SessionInfo,
  SignedOut,
  Success,
  TotpEnabled,
  TotpSetup,
} from '@common/schemas/auth';
import { accountKeys, sessionsQuery } from '../../../lib/queries/account';
import { api } from '../../../lib/api';
import { SESSION_KEY } from '../../auth';

/** One session of "Where you're signed in". */
export type SessionEntry = SessionInfo;

function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

export function useVerifyEmail() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) =>
      api<EmailVerified>(apiPath('postAuthVerifyEmail'), { method: 'POST', body: { token } }),
    onSuccess: refresh,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api<Success>(apiPath('postAuthVerifyEmailResend'), { method: 'POST' }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api<ResetRequested>(apiPath('postAuthForgotPassword'), { method: 'POST', body: { email } }),
  });
}

/** Whether a reset link is still usable, asked once when its page opens (issue 32); the link is not used up. */
export function useCheckResetLink() {
  return useMutation({
    mutationFn: (token: string) =>
      api<Success>(apiPath('postAuthResetPasswordCheck'), { method: 'POST', body: { token } }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api<Success>(apiPath('postAuthResetPassword'), { method: 'POST', body: input }),
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
      api<SignedOut>(apiPath('postAuthChangePassword'), { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSessions() {
  return useQuery(sessionsQuery());
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Success>(apiPath('deleteAuthSession', { id }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SignedOut>(apiPath('postAuthSessionsSignOutOthers'), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export type { TotpSetup };

export function useStartTotp() {
  return useMutation({
    mutationFn: () => api<TotpSetup>(apiPath('postAuthTwoFactorSetup'), { method: 'POST' }),
  });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<TotpEnabled>(apiPath('postAuthTwoFactorEnable'), { method: 'POST', body: { code } }),
    // The session query is refreshed by the caller once the recovery codes were seen (see TwoFactorSetup).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
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
    mutationFn: (code: string) =>
      api<SecondFactorPassed>(apiPath('postAuthTwoFactorVerify'), {
        method: 'POST',
        body: { code },
      }),
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
    mutationFn: (password: string) =>
      api<Success>(apiPath('postAuthTwoFactorDisable'), { method: 'POST', body: { password } }),
    onSuccess: refresh,
  });
}
