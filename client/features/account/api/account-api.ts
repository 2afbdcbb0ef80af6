/**
 * Account security calls: verification, password reset and change, sessions, two-factor.
 * Actions that issue a new session id refresh the session query afterwards.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@common/api-bodies';
import { accountKeys, sessionsQuery } from '../../../lib/queries/account';
import { callApi } from '../../../lib/api';
import { SESSION_KEY } from '../../auth';

function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

export function useVerifyEmail() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) => callApi('postAuthVerifyEmail', { body: { token } }),
    onSuccess: refresh,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => callApi('postAuthVerifyEmailResend'),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi('postAuthForgotPassword', { body: { email } }),
  });
}

/** Whether a reset link is still usable, asked once when its page opens; the link is not used up. */
export function useCheckResetLink() {
  return useMutation({
    mutationFn: (token: string) => callApi('postAuthResetPasswordCheck', { body: { token } }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'postAuthResetPassword'>) =>
      callApi('postAuthResetPassword', { body: input }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'postAuthChangePassword'>) =>
      callApi('postAuthChangePassword', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSessions() {
  return useQuery(sessionsQuery());
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteAuthSession', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('postAuthSessionsSignOutOthers'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useStartTotp() {
  return useMutation({
    mutationFn: () => callApi('postAuthTwoFactorSetup'),
  });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi('postAuthTwoFactorEnable', { body: { code } }),
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
    mutationFn: (code: string) => callApi('postAuthTwoFactorVerify', { body: { code } }),
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
    mutationFn: (password: string) => callApi('postAuthTwoFactorDisable', { body: { password } }),
    onSuccess: refresh,
  });
}
