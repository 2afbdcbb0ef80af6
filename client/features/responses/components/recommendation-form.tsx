/**
 * The recommendation form (spec 000 §2 "Request detail", §5, §8): song search, selected song with
 * clear, optional comment (≤ 240), SUBMIT / SUBMITTING.... On 409 it says who already recommended
 * the song and offers UPVOTE of that recommendation ("Upvoted recommendation" / "Upvote failed"),
 * or "Co-sign" (issue 14): upvote it and add the member's comment under it.
 * Picking a song someone already gave on this request (issue 32) says so at once, from the answers
 * the page has loaded, and offers the same Co-sign and Upvote; SUBMIT is then off. The 409 path
 * stays for answers the list does not show (hidden, blocked) and for races.
 * Expandable; opens by itself when the page asks (openForm=true).
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import type { ResponseItem, SongData } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { SongRow } from '../../../components/ui/song-row';
import { Spinner } from '../../../components/ui/spinner';
import { LimitedTextarea } from '../../../components/ui/limited-textarea';
import { ApiError, errorMessage, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { responsesQuery } from '../../../lib/queries/responses';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { SongSearch } from '../../songs';
import { useResponseUpvote } from '../../upvotes';
import { useCreateResponse } from '../api/responses-api';
import { useCosign } from '../api/response-feedback-api';

/** The 409 message: "{displayName} already recommended this song." or the spec's fallback. */
export function duplicateText(err: unknown): string {
  const name =
    err instanceof ApiError ? (err.body?.duplicateDisplayName as string | undefined) : undefined;
  return name
    ? `${name} already recommended this song.`
    : 'Someone has already recommended this song.';
}

/** The existing recommendation's id from a 409 body (`duplicateResponseId`), if any. */
export function duplicateResponseId(err: unknown): number | null {
  const id = err instanceof ApiError ? err.body?.duplicateResponseId : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The existing recommendation's author from a 409 body (`duplicateUserId`), if any. */
export function duplicateUserId(err: unknown): number | null {
  const id = err instanceof ApiError ? err.body?.duplicateUserId : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

interface Duplicate {
  text: string;
  responseId: number | null;
  /** False when the existing recommendation is the member's own (nothing to co-sign). */
  canCosign: boolean;
  /** True when found at pick time in the loaded answers (SUBMIT would only fail). */
  known?: boolean;
}

/**
 * The answer among `answers` that already gives `song`, as the duplicate message, or null. Pure.
 * `viewerId` is the member picking: their own answer cannot be co-signed.
 */
export function knownDuplicate(
  answers: readonly ResponseItem[] | undefined,
  song: SongData,
  viewerId: number | undefined,
): Duplicate | null {
  const existing = answers?.find((a) => a.songId === song.id);
  if (!existing) return null;
  const own = existing.user.id === viewerId;
  return {
    text: own
      ? 'You already recommended this song.'
      : `${existing.user.displayName} already recommended this song.`,
    responseId: existing.id,
    canCosign: !own,
    known: true,
  };
}

export function RecommendationForm({
  requestId,
  defaultOpen,
}: {
  requestId: number;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [song, setSong] = useState<SongData | null>(null);
  const [comment, setComment] = useState('');
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const { user } = useSession();
  const create = useCreateResponse(requestId);
  const upvote = useResponseUpvote(requestId);
  const cosign = useCosign(requestId);
  const queryClient = useQueryClient();

  /** Picks a song and, when this request's loaded answers already give it, says so at once. */
  function pick(picked: SongData) {
    setSong(picked);
    setDuplicate(
      knownDuplicate(
        queryClient.getQueryData(responsesQuery(requestId).queryKey),
        picked,
        user?.id,
      ),
    );
  }

  /** Co-sign on a 409: upvotes the existing recommendation and adds the comment under it. */
  function cosignExisting(responseId: number) {
    cosign.mutate(
      { responseId, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Co-signed recommendation', variant: 'success' });
          setSong(null);
          setComment('');
          setDuplicate(null);
          setOpen(false);
        },
        onError: (err) =>
          toast({
            title: 'Co-sign failed',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  /** UPVOTE on a 409: upvotes the existing recommendation instead (wanted state, so never an un-upvote). */
  function upvoteExisting(responseId: number) {
    upvote.mutate(
      { responseId, upvoted: true },
      {
        onSuccess: () => {
          toast({ title: 'Upvoted recommendation', variant: 'success' });
          setSong(null);
          setDuplicate(null);
        },
        onError: (err) =>
          toast({
            title: 'Upvote failed',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }
  const panelId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      toast({
        title: 'Authentication error',
        description: 'Failed to identify your user account. Please log out and log in again.',
        variant: 'destructive',
      });
      return;
    }
    if (!song) {
      toast({
        title: 'No song selected',
        description: 'Please select a song for your recommendation.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await create.mutateAsync({
        userId: user.id,
        songId: song.id,
        songData: song,
        comment: comment.trim() || undefined,
      });
      toast({ title: 'Recommendation submitted', variant: 'success' });
      setSong(null);
      setComment('');
      setDuplicate(null);
      setOpen(false);
    } catch (err) {
      if (isApiError(err, 'duplicate_recommendation')) {
        const text = duplicateText(err);
        const responseId = duplicateResponseId(err);
        setDuplicate({
          text,
          responseId,
          canCosign: responseId !== null && duplicateUserId(err) !== user.id,
        });
        toast({
          title: 'Submission failed',
          description: text,
          variant: 'destructive',
          duration: 5000,
          ...(responseId
            ? { action: { label: 'UPVOTE', onClick: () => upvoteExisting(responseId) } }
            : {}),
        });
      } else {
        toast({
          title: 'Submission failed',
          description: errorMessage(err, 'Failed to submit your recommendation. Please try again.'),
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <section aria-label="Recommend a song" className="rounded-3xl border border-line bg-surface">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-3xl px-5 py-4 text-left font-bold"
      >
        Recommend a song
        <ChevronDown
          className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open && (
        <form id={panelId} onSubmit={onSubmit} noValidate className="space-y-4 px-5 pb-5">
          {song ? (
            <div
              className="flex items-center justify-between gap-3 rounded-2xl bg-surface-2 p-3"
              data-testid="selected-song"
            >
              <SongRow song={song} />
              <button
                type="button"
                onClick={() => {
                  setSong(null);
                  setDuplicate(null);
                }}
                aria-label="Clear selected song"
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-line hover:text-fg"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
          ) : (
            <SongSearch onSelect={pick} disabled={create.isPending} withSpotify />
          )}
          {duplicate && (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-2"
            >
              <p className="text-sm font-medium text-danger">{duplicate.text}</p>
              {duplicate.responseId && (
                <div className="flex flex-wrap gap-2">
                  {duplicate.canCosign && (
                    <Button
                      type="button"
                      size="sm"
                      disabled={cosign.isPending}
                      onClick={() => cosignExisting(duplicate.responseId!)}
                    >
                      Co-sign
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={upvote.isPending}
                    onClick={() => upvoteExisting(duplicate.responseId!)}
                  >
                    Upvote it instead
                  </Button>
                </div>
              )}
              {duplicate.canCosign && (
                <p className="w-full text-xs text-muted">
                  Co-sign adds your comment under their recommendation and upvotes it.
                </p>
              )}
            </div>
          )}
          <LimitedTextarea
            label="Comment"
            optional
            look="inset"
            value={comment}
            onChange={setComment}
            placeholder="Why this song?"
            disabled={create.isPending}
          />
          <Button
            type="submit"
            className="w-full"
            disabled={!song || create.isPending || duplicate?.known === true}
          >
            {create.isPending && <Spinner className="text-accent-fg" label="Submitting" />}
            {create.isPending ? 'SUBMITTING...' : 'SUBMIT'}
          </Button>
        </form>
      )}
    </section>
  );
}
