/**
 * The submit flow shared by the TEXT, GIF and SONG forms (spec 000 §4 "New request", §5, §8):
 * identify the member, create the request, attach the chosen genres (a failure there is only
 * logged), reset the form, refresh the request lists, toast "Request submitted" and go to /.
 */
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateRequestBody, GenreRef } from '@common/schemas';
import { isApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { invalidateAfterNewRequest } from '../../../lib/queries/stale';
import { useAttachRequestGenres, useCreateRequest } from './requests-api';

/** Spec 000 §8's toast when the member cannot be identified, in the page's language. */
export const AUTH_ERROR = () => ({
  title: t('common.authError'),
  description: t('common.authErrorText'),
});

export function useSubmitRequest() {
  const { user } = useSession();
  const create = useCreateRequest();
  const attach = useAttachRequestGenres();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A double click lands both clicks before React re-renders the button disabled: the second
  // submit must see the first synchronously. The server's Idempotency-Key covers retries.
  const sending = useRef(false);

  /**
   * Creates the request built by `build(userId)` and attaches `genres`. Calls `reset` after success.
   * Returns false (after toasting) when nothing was created, and at once while a submit is under way.
   */
  async function submit(
    build: (userId: number) => CreateRequestBody,
    genres: readonly GenreRef[],
    reset: () => void,
  ): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    try {
      return await submitOnce(build, genres, reset);
    } finally {
      sending.current = false;
    }
  }

  async function submitOnce(
    build: (userId: number) => CreateRequestBody,
    genres: readonly GenreRef[],
    reset: () => void,
  ): Promise<boolean> {
    if (!user) {
      toast({ ...AUTH_ERROR(), variant: 'destructive' });
      return false;
    }
    let createdId: number;
    try {
      createdId = (await create.mutateAsync(build(user.id))).id;
    } catch (err) {
      toast({
        title: t('common.submissionFailed'),
        description: errorText(err, 'newRequest.submitFailed'),
        variant: 'destructive',
      });
      return false;
    }
    if (genres.length > 0) {
      try {
        await attach.mutateAsync({
          requestId: createdId,
          userId: user.id,
          genreIds: genres.map((g) => g.id),
        });
      } catch (err) {
        // Spec 000 §4: attaching genres after creation may fail without failing the request.
        console.error(`Failed to attach genres to request ${createdId}`, err);
      }
    }
    reset();
    void invalidateAfterNewRequest(queryClient, user?.id ?? null);
    toast({ title: t('newRequest.submitted'), variant: 'success' });
    navigate('/');
    return true;
  }

  // A refusal the member must act on before any retry helps (decision 049: confirm the address
  // first) stays under the form after the toast is gone; cleared by the next submit.
  const refusal = isApiError(create.error, 'email_not_verified')
    ? errorText(create.error, 'newRequest.submitFailed')
    : null;
  return { submit, isPending: create.isPending || attach.isPending, user, refusal };
}
