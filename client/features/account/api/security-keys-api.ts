/**
 * Security-key calls (WebAuthn, docs/decisions/039): the list, adding and removing a key, and the
 * second-factor step with one. @simplewebauthn/browser is imported only when a member adds or uses
 * a key (its own chunk), so the first paint does not carry it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@common/api-bodies';
import { ApiError, callApi } from '../../../lib/api';
import { SESSION_KEY } from '../../auth';

/** The key list's query key (under the account's). */
export const SECURITY_KEYS_KEY = ['account', 'security-keys'] as const;

/** The text shown when this browser cannot use security keys at all. */
export const NO_WEBAUTHN =
  'This browser has no security-key support. Use another browser, or your authenticator app.';

/**
 * What to tell the member when the browser's part failed (the server's answers carry their own
 * message): cancelled or timed out, a key registered already, no support, or another failure.
 */
export function securityKeyErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The security key request was cancelled or timed out. Please try again.';
  if (name === 'InvalidStateError') return 'This security key is already registered.';
  if (name === 'NotSupportedError' || /not supported/i.test((err as Error)?.message ?? ''))
    return NO_WEBAUTHN;
  if (name === 'SecurityError') return 'Security keys cannot be used on this address.';
  return 'The security key could not be used. Please try again.';
}

/** The browser library, loaded on first use; throws NO_WEBAUTHN's error when WebAuthn is missing. */
async function webauthnBrowser() {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) {
    const err = new Error(NO_WEBAUTHN);
    err.name = 'NotSupportedError';
    throw err;
  }
  return lib;
}

export function useSecurityKeys(enabled = true) {
  return useQuery({
    queryKey: SECURITY_KEYS_KEY,
    queryFn: () => callApi('getAuthWebauthnKeys'),
    enabled,
  });
}

type RegisterBody = ApiBody<'postAuthWebauthnRegisterVerify'>;
type AuthenticateBody = ApiBody<'postAuthWebauthnAuthenticateVerify'>;

/** Adds a key named `nickname`: options from the server, the browser's prompt, then the server's check. */
export function useAddSecurityKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (nickname: string) => {
      const { startRegistration } = await webauthnBrowser();
      const { options } = await callApi('postAuthWebauthnRegisterOptions');
      const credential = await startRegistration({ optionsJSON: options as never });
      return callApi('postAuthWebauthnRegisterVerify', {
        // The library's JSON is the shape the body schema bounds (its DOM types are wider).
        body: { nickname, response: credential as unknown as RegisterBody['response'] },
      });
    },
    onSuccess: async (res) => {
      queryClient.setQueryData(SESSION_KEY, res.user);
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEYS_KEY });
    },
  });
}

/** Removes key `id` after the password (as turning the authenticator app off asks). */
export function useRemoveSecurityKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; password: string }) =>
      callApi('deleteAuthWebauthnKey', {
        params: { id: input.id },
        body: { password: input.password },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEYS_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** The second-factor step with a key: the session then passes two-factor, as with a TOTP code. */
export function usePassWithSecurityKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await webauthnBrowser();
      const { options } = await callApi('postAuthWebauthnAuthenticateOptions');
      const credential = await startAuthentication({ optionsJSON: options as never });
      return callApi('postAuthWebauthnAuthenticateVerify', {
        body: { response: credential as unknown as AuthenticateBody['response'] },
      });
    },
    onSuccess: async (res) => {
      queryClient.setQueryData(SESSION_KEY, res.user);
      // Queries refused with mfa_required before the key can now answer.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    },
  });
}
