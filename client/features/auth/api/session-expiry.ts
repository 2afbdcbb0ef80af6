/**
 * A session that ends under an open page (expired, signed out elsewhere; decision 044): the first
 * `unauthorized` answer to any call while the page believes someone is signed in clears the
 * session, says so, and the route guard sends the member to /login with the page as `from`, so
 * signing in brings them back to it. Drafts live in sessionStorage (request drafts, reply and
 * comment drafts), so what they were writing is waiting there.
 * A refusal for the account's state (decision 049: a second factor to set up, an address to
 * confirm) asks the server for the session again, so the guard sends the member to enrolment and
 * the verify banner with its resend button shows.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionLostListeners, sessionOutdatedListeners } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { SESSION_KEY } from './session';

/** The toast of an ended session. */
export const SESSION_EXPIRED_TITLE = 'Your session has ended';
export const SESSION_EXPIRED_TEXT = 'Please log in again. What you were writing is kept.';

/** Watches every API answer for an ended or outdated session while mounted (once, at the app's root). */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onLost = () => {
      if (!queryClient.getQueryData(SESSION_KEY)) return; // already signed out: nothing believed
      queryClient.setQueryData(SESSION_KEY, null);
      // After the failed call's own toast (one toast shows at a time): this one says what to do.
      setTimeout(() =>
        toast({
          title: SESSION_EXPIRED_TITLE,
          description: SESSION_EXPIRED_TEXT,
          variant: 'destructive',
        }),
      );
    };
    const onOutdated = () => {
      if (!queryClient.getQueryData(SESSION_KEY)) return;
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    };
    sessionLostListeners.add(onLost);
    sessionOutdatedListeners.add(onOutdated);
    return () => {
      sessionLostListeners.delete(onLost);
      sessionOutdatedListeners.delete(onOutdated);
    };
  }, [queryClient]);
}

/** Mounts useSessionExpiry; renders nothing. */
export function SessionExpiryWatch(): null {
  useSessionExpiry();
  return null;
}
