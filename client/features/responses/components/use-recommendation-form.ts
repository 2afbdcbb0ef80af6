/**
 * The recommendation form's state and actions: the picked song, the comment, the duplicate notice,
 * and submit, co-sign and upvote-instead with their toasts (spec 000 §2, §8).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser, SongData } from '@common/schemas';
import { isApiError } from '../../../lib/api';
import { t, type MessageId } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { responsesQuery } from '../../../lib/queries/responses';
import { toast } from '../../../lib/toast-store';
import { useSessionDraft } from '../../../lib/use-session-draft';
import { useWriteState } from '../../../lib/write-queue';
import { useSession } from '../../auth';
import { useResponseUpvote } from '../../upvotes';
import { useCreateResponse } from '../api/responses-api';
import { useCosign } from '../api/response-feedback-api';
import {
  duplicateResponseId,
  duplicateText,
  duplicateUserId,
  knownDuplicate,
  type Duplicate,
} from '../lib/duplicate-recommendation';

const failed = (title: string, err: unknown, fallback: MessageId) =>
  toast({ title, description: errorText(err, fallback), variant: 'destructive' });

/**
 * What the form offers on a duplicate: co-sign or upvote the existing recommendation, and the 409
 * notice with its UPVOTE toast. `done(close)` resets the form after a success.
 */
function useDuplicateActions(
  requestId: number,
  comment: string,
  setDuplicate: (duplicate: Duplicate | null) => void,
  done: (options: { close: boolean }) => void,
) {
  const upvote = useResponseUpvote(requestId);
  const cosign = useCosign(requestId);

  /** Co-sign on a duplicate: upvotes the existing recommendation and adds the comment under it. */
  function cosignExisting(responseId: number) {
    cosign.mutate(
      { responseId, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: t('answer.cosigned'), variant: 'success' });
          done({ close: true });
        },
        onError: (err) => failed(t('answer.cosignFailed'), err, 'common.pleaseTryAgain'),
      },
    );
  }

  /** UPVOTE on a duplicate: upvotes the existing recommendation instead (wanted state, so never an un-upvote). */
  function upvoteExisting(responseId: number) {
    upvote.mutate(
      { responseId, upvoted: true },
      {
        onSuccess: () => {
          toast({ title: t('answer.upvoted'), variant: 'success' });
          done({ close: false });
        },
        onError: (err) => failed(t('answer.upvoteFailed'), err, 'common.pleaseTryAgain'),
      },
    );
  }

  /** A 409 from submit: the notice, and a toast whose UPVOTE action upvotes the existing answer. */
  function showDuplicate(err: unknown, viewerId: number) {
    const text = duplicateText(err);
    const responseId = duplicateResponseId(err);
    setDuplicate({
      text,
      responseId,
      canCosign: responseId !== null && duplicateUserId(err) !== viewerId,
    });
    toast({
      title: t('common.submissionFailed'),
      description: text,
      variant: 'destructive',
      duration: 5000,
      ...(responseId
        ? { action: { label: t('answer.upvoteAction'), onClick: () => upvoteExisting(responseId) } }
        : {}),
    });
  }

  return {
    cosignExisting,
    upvoteExisting,
    showDuplicate,
    cosigning: cosign.isPending,
    upvoting: upvote.isPending,
  };
}

/** Whether the form can be sent: a signed-in member and a song; else the spec's toast (§8). */
function ready(user: SessionUser | null, song: SongData | null): boolean {
  if (!user) {
    toast({
      title: t('common.authError'),
      description: t('common.authErrorText'),
      variant: 'destructive',
    });
    return false;
  }
  if (!song) {
    toast({
      title: t('common.noSongSelected'),
      description: t('answer.noSongText'),
      variant: 'destructive',
    });
    return false;
  }
  return true;
}

/** Form state and actions for recommending a song on request `requestId`. */
export function useRecommendationForm(requestId: number, defaultOpen: boolean) {
  const [song, setSong] = useState<SongData | null>(null);
  const [comment, setComment] = useSessionDraft(`answer:${requestId}`);
  // Until toggled, a comment kept from before a reload or a new sign-in shows the form open.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (defaultOpen || comment !== '');
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setToggled(typeof next === 'function' ? next(open) : next);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const { user } = useSession();
  const create = useCreateResponse(requestId);
  const write = useWriteState(create, t('answer.submitFailed'));
  const queryClient = useQueryClient();

  function reset({ close }: { close: boolean }) {
    setSong(null);
    setDuplicate(null);
    if (close) {
      setComment('');
      setOpen(false);
    }
  }
  const { showDuplicate, ...duplicateActions } = useDuplicateActions(
    requestId,
    comment,
    setDuplicate,
    reset,
  );

  /** Picks a song and, when this request's loaded answers already give it, says so at once. */
  function pick(picked: SongData) {
    setSong(picked);
    const answers = queryClient.getQueryData(responsesQuery(requestId).queryKey);
    setDuplicate(knownDuplicate(answers, picked, user?.id));
  }

  async function submit() {
    if (!ready(user, song) || !user || !song) return;
    try {
      await create.mutateAsync({
        userId: user.id,
        songId: song.id,
        songData: song,
        comment: comment.trim() || undefined,
      });
      toast({ title: t('answer.submitted'), variant: 'success' });
      reset({ close: true });
    } catch (err) {
      if (isApiError(err, 'duplicate_recommendation')) showDuplicate(err, user.id);
      else failed(t('common.submissionFailed'), err, 'answer.submitFailed');
    }
  }

  return {
    open,
    setOpen,
    song,
    comment,
    setComment,
    duplicate,
    pick,
    clearSong: () => reset({ close: false }),
    submit,
    ...duplicateActions,
    submitting: write.phase === 'sending',
    /** The send's state: offline with Cancel, failed with Retry (decision 044). */
    write,
  };
}
