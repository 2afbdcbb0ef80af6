/**
 * What an answer shows beyond its song: the asker's verdict (a badge for everyone, a picker for the
 * asker), its co-signs ("Also recommended by Ben: '…'") and the viewer's taste match with the
 * recommender ("shares 6 of your 10 genres").
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import type { ResponseItem } from '@common/schemas';
import { RESPONSE_VERDICTS, type ResponseVerdict } from '@common/verdicts';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { verdictLabel } from '../../../lib/i18n-labels';
import { toast } from '../../../lib/toast-store';
import { useVerdict } from '../api/response-feedback-api';
import { LinkedText } from '../../../components/ui/linked-text';

/** The verdict as a labelled badge (text, not colour alone); nothing without a verdict. */
export function VerdictBadge({ verdict }: { verdict: ResponseVerdict | null }) {
  if (!verdict) return null;
  const loved = verdict === 'loved';
  return (
    <span
      data-testid="verdict-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-bold',
        loved ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface-2 text-fg',
      )}
    >
      {loved && <Heart className="h-3 w-3 fill-current" aria-hidden="true" />}
      <span className="sr-only">{t('answer.verdictPrefix')}</span>
      {verdictLabel(verdict)}
    </span>
  );
}

/** The asker's picker: a native select (keyboard and screen-reader friendly on every device). */
export function VerdictPicker({ response }: { response: ResponseItem }) {
  const id = useId();
  const verdict = useVerdict(response.requestId);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold text-muted">
        {t('answer.yourVerdict')}
      </label>
      <select
        id={id}
        value={response.verdict ?? ''}
        disabled={verdict.isPending}
        onChange={(event) => {
          const value = (event.target.value || null) as ResponseVerdict | null;
          verdict.mutate(
            { responseId: response.id, verdict: value },
            {
              onError: (err) =>
                toast({
                  title: t('answer.verdictFailed'),
                  description: errorText(err, 'common.pleaseTryAgain'),
                  variant: 'destructive',
                }),
            },
          );
        }}
        className="rounded-lg border border-line bg-bg px-2 py-1 text-fg focus:border-accent focus:outline-none"
      >
        <option value="">{t('answer.noVerdict')}</option>
        {RESPONSE_VERDICTS.map((v) => (
          <option key={v} value={v}>
            {verdictLabel(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Also recommended by Ben: 'the live version is even better'", one line per co-sign. */
export function CosignList({
  response,
  viewerId,
}: {
  response: ResponseItem;
  viewerId: number | undefined;
}) {
  const cosigns = response.cosignList ?? [];
  if (cosigns.length === 0) return null;
  return (
    <ul
      aria-label={t('answer.cosigns')}
      className="mt-3 space-y-1 border-s-2 border-line ps-3 text-sm"
      data-testid="cosign-list"
    >
      {cosigns.map((c) => (
        <li key={c.id} className="break-words">
          <span className="text-muted">{t('answer.alsoBy')}</span>
          {c.user.id === viewerId || !c.user.slug ? (
            <span dir="auto" className="font-semibold">
              {c.user.id === viewerId ? t('answer.you') : c.user.displayName}
            </span>
          ) : (
            <Link
              dir="auto"
              to={`/profile/${c.user.slug}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {c.user.displayName}
            </Link>
          )}
          {c.comment && (
            <span>
              : &lsquo;
              <span dir="auto">
                <LinkedText text={c.comment} />
              </span>
              &rsquo;
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "shares 6 of your 10 genres", or nothing when there is no match to show. */
export function TasteMatchText({ response }: { response: ResponseItem }) {
  if (!response.tasteMatch) return null;
  return (
    <span className="text-xs text-muted" data-testid="taste-match">
      {t('answer.tasteMatch', response.tasteMatch)}
    </span>
  );
}
