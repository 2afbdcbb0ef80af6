/**
 * The recommendation form (spec 000 §2 "Request detail", §5, §8): song search, selected song with
 * clear, optional comment (≤ 240), SUBMIT / SUBMITTING.... On 409 it says who already recommended
 * the song and offers UPVOTE of that recommendation ("Upvoted recommendation" / "Upvote failed"),
 * or "Co-sign": upvote it and add the member's comment under it.
 * Picking a song someone already gave on this request says so at once, from the answers
 * the page has loaded, and offers the same Co-sign and Upvote; SUBMIT is then off. The 409 path
 * stays for answers the list does not show (hidden, blocked) and for races.
 * Expandable; opens by itself when the page asks (openForm=true).
 */
import { useId, type FormEvent } from 'react';
import { ChevronDown, X } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { SongRow } from '../../../components/ui/song-row';
import { Spinner } from '../../../components/ui/spinner';
import { WriteStatus } from '../../../components/ui/write-status';
import { LimitedTextarea } from '../../../components/ui/limited-textarea';
import { cn } from '../../../lib/cn';
import { SongSearch } from '../../songs';
import { useRecommendationForm } from './use-recommendation-form';
import type { Duplicate } from '../lib/duplicate-recommendation';

function SelectedSong({ song, onClear }: { song: SongData; onClear: () => void }) {
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-2xl bg-surface-2 p-3"
      data-testid="selected-song"
    >
      <SongRow song={song} />
      <button
        type="button"
        onClick={onClear}
        aria-label="Clear selected song"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-line hover:text-fg"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** "X already recommended this song." with Co-sign (not on one's own) and "Upvote it instead". */
function DuplicateNotice({
  duplicate,
  onCosign,
  onUpvote,
  cosigning,
  upvoting,
}: {
  duplicate: Duplicate;
  onCosign: (responseId: number) => void;
  onUpvote: (responseId: number) => void;
  cosigning: boolean;
  upvoting: boolean;
}) {
  const { responseId } = duplicate;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-2"
    >
      <p className="text-sm font-medium text-danger">{duplicate.text}</p>
      {responseId && (
        <div className="flex flex-wrap gap-2">
          {duplicate.canCosign && (
            <Button
              type="button"
              size="sm"
              disabled={cosigning}
              onClick={() => onCosign(responseId)}
            >
              Co-sign
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={upvoting}
            onClick={() => onUpvote(responseId)}
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
  );
}

export function RecommendationForm({
  requestId,
  defaultOpen,
}: {
  requestId: number;
  defaultOpen: boolean;
}) {
  const form = useRecommendationForm(requestId, defaultOpen);
  const { open, song, duplicate, submitting, write } = form;
  const panelId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section aria-label="Recommend a song" className="rounded-3xl border border-line bg-surface">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => form.setOpen((o) => !o)}
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
            <SelectedSong song={song} onClear={form.clearSong} />
          ) : (
            <SongSearch onSelect={form.pick} disabled={submitting} withSpotify />
          )}
          {duplicate && (
            <DuplicateNotice
              duplicate={duplicate}
              onCosign={form.cosignExisting}
              onUpvote={form.upvoteExisting}
              cosigning={form.cosigning}
              upvoting={form.upvoting}
            />
          )}
          <LimitedTextarea
            label="Comment"
            optional
            look="inset"
            value={form.comment}
            onChange={form.setComment}
            placeholder="Why this song?"
            disabled={submitting}
          />
          {write.phase !== 'failed' || !duplicate ? (
            <WriteStatus state={write} onRetry={() => void form.submit()} />
          ) : null}
          <Button
            type="submit"
            className="w-full"
            disabled={!song || submitting || write.phase === 'queued' || duplicate?.known === true}
          >
            {submitting && <Spinner className="text-accent-fg" label="Submitting" />}
            {submitting ? 'SUBMITTING...' : 'SUBMIT'}
          </Button>
        </form>
      )}
    </section>
  );
}
