/**
 * The session (spec 000 §4 Authentication): on start the app asks who the user is; any failure
 * means signed out. Login and registration set the user; logout clears it.
 */
import { apiPath } from '@common/api-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@common/schemas';
import type { ApiBody } from '@common/api-bodies';
import { callApi, readAnswer } from '../../../lib/api';
import { followSavedLocale } from '../../../lib/i18n';

export const SESSION_KEY = [apiPath('getAuthMe')] as const;

/**
 * The answer of the session check index.html starts before the app's scripts load, once:
 * the first session query takes it, later ones (after sign-in, sign-out) ask the server again.
 * Undefined when there is none (tests, a second query) and null when that fetch failed.
 */
function takeEarlySessionAnswer(): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined; // the server's first-screen render
  const page = window as { __hearsaySession?: Promise<Response | null> };
  const early = page.__hearsaySession;
  page.__hearsaySession = undefined;
  return early;
}

/**
 * Query options of the session (GET /api/auth/me): the signed-in user, null when signed out or when
 * the check fails. Shared by `useSession` and the first page's data prefetch (app/first-page-data.ts).
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    let user: SessionUser | null;
    try {
      const early = await takeEarlySessionAnswer();
      user = early
        ? await readAnswer<SessionUser>(early, 'GET', apiPath('getAuthMe'))
        : await callApi('getAuthMe', { signal });
    } catch {
      return null;
    }
    // The member's saved language wins over this browser's (decision 047).
    followSavedLocale(user?.locale);
    return user;
  },
  staleTime: Infinity,
});

/** The signed-in user, null when signed out; `isLoading` while the first answer is pending. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/**
 * A mutation that changes who is signed in: on success every cached query (the last member's data)
 * is dropped and the session becomes what `mutationFn` resolved with (null: signed out).
 */
export function useSessionChange<I = void, U extends SessionUser | null = SessionUser | null>(
  mutationFn: (input: I) => Promise<U>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, user);
      followSavedLocale(user?.locale);
    },
  });
}

/** POST /api/auth/login; signs the member in. */
export function useLogin() {
  return useSessionChange((input: ApiBody<'postAuthLogin'>) =>
    callApi('postAuthLogin', { body: input }),
  );
}

/** POST /api/auth/register; signs the new member in. */
export function useRegister() {
  return useSessionChange((input: ApiBody<'postAuthRegister'>) =>
    callApi('postAuthRegister', { body: input }),
  );
}

/** POST /api/auth/logout; signs out, first unsubscribing this browser from pushes. */
export function useLogout() {
  return useSessionChange(() =>
    // The push helpers load with the sign-out, not with every page's entry (decision 042).
    import('../../../lib/web-push')
      .then((push) => push.forgetPushOnSignOut())
      .then(() => callApi('postAuthLogout'))
      .then(() => null),
  );
}
