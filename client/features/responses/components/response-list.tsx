/**
 * The Responses section (spec 000 §2 "Request detail"): Play All, and per recommendation the song
 * thumbnail, title, artist, responder (another member's name links to /profile/{slug}; your own is
 * not a link), comment, save count, upvote and save. Staff also see the response's genre names.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { MemberProfileName } from '../../../components/ui/member-name';
import { isStaffRole } from '@common/constants';
import type { ResponseItem } from '@common/schemas';
import { relativeTime } from '@common/relative-time';
import { songArtist, songTitle } from '@common/song-display';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth';
import { OpenInYouTubeLink, PlayAllButton, PlaySongButton, type PlayableEntry } from '../../player';
import { SaveButton } from '../../saved-songs';
import { ResponseUpvoteButton } from '../../upvotes';
import { useResponses } from '../api/responses-api';
import { t } from '../../../lib/i18n';
import { CosignList, TasteMatchText, VerdictBadge, VerdictPicker } from './response-feedback';
import { OwnResponseActions } from '../../moderation';
import { ResponseMenu } from './response-menu';
import { withSearchParam } from '../../../lib/search-params';
import { LinkedText } from '../../../components/ui/linked-text';
import { defaultAnswerOrder, orderAnswers } from '@common/answer-order';
import { RESPONSE_ORDERS, type ResponseOrder } from '@common/verdicts';
import { ReplyThread } from '../../replies';
import { SaveSpotifyPlaylistButton } from '../../spotify';

/**
 * The answers in the order the member chose (common/answer-order.ts, the server's own rules):
 * "loved" puts the asker's "Loved it" answers first, then oldest first; "oldest" is spec 000's
 * oldest first; "top" ranks by upvotes, co-signs and the asker's verdict. Pure.
 */
export function orderResponses(list: ResponseItem[], order: ResponseOrder): ResponseItem[] {
  return orderAnswers(list, order);
}

/** What the order control offers, in its order, in the page's language. */
const orderLabels = (): Record<ResponseOrder, string> => ({
  top: t('answer.order.top'),
  loved: t('answer.order.loved'),
  oldest: t('answer.order.oldest'),
});
const isOrder = (value: string | null): value is ResponseOrder =>
  value !== null && (RESPONSE_ORDERS as readonly string[]).includes(value);

/** The player entry of a response: its song plus who recommended it and why (spoken in playlists). */
export function playableOf(response: ResponseItem): PlayableEntry {
  return {
    song: response.songData,
    responseId: response.id,
    requestId: response.requestId,
    responderName: response.user.displayName,
    comment: response.comment,
  };
}

interface ResponseCardProps {
  response: ResponseItem;
  viewerId: number | undefined;
  isStaff: boolean;
  isAsker: boolean;
  /** The list's answers as player entries and this one's place, for "Play from here". */
  entries: PlayableEntry[];
  index: number;
}

function ResponseCard({ response, viewerId, isStaff, isAsker, entries, index }: ResponseCardProps) {
  const title = songTitle(response.songData);
  return (
    <article
      id={`response-${response.id}`}
      aria-label={t('answer.cardLabel', { title, name: response.user.displayName })}
      data-testid="response-card"
      className="scroll-mt-20 rounded-2xl border border-line bg-surface p-4"
    >
      {response.hidden && (
        <p className="mb-2 text-xs font-bold tracking-wider text-danger uppercase">
          {t('common.hiddenFromMembers')}
        </p>
      )}
      <div className="flex gap-3 sm:gap-4">
        <SongThumbnail song={response.songData} className="h-16 w-24 sm:h-20 sm:w-32" />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h3 className="min-w-0 truncate font-bold">{title}</h3>
            <VerdictBadge verdict={response.verdict} />
          </div>
          <p className="truncate text-sm text-muted">{songArtist(response.songData)}</p>
          <p className="mt-2 flex min-w-0 items-center gap-2 text-sm">
            <Avatar user={response.user} size="xs" />
            <MemberProfileName user={response.user} isSelf={response.user.id === viewerId} />
            <span className="shrink-0 text-muted" suppressHydrationWarning>
              · {relativeTime(response.createdAt)}
            </span>
            {response.editedAt ? (
              <span className="shrink-0 text-muted">{t('card.edited')}</span>
            ) : null}
          </p>
          <TasteMatchText response={response} />
        </div>
      </div>
      {response.comment && (
        <p
          dir="auto"
          className="mt-3 rounded-xl bg-surface-2 px-3 py-2 break-words whitespace-pre-line"
        >
          <LinkedText text={response.comment} />
        </p>
      )}
      <CosignList response={response} viewerId={viewerId} />
      {isStaff && (
        <p data-testid="response-genres" className="mt-2 text-xs text-muted">
          <span className="font-semibold">{t('answer.genres')}</span>{' '}
          {response.genres.length > 0
            ? response.genres.map((g) => g.name).join(', ')
            : t('answer.noGenres')}
        </p>
      )}
      {/* One line down to 360 px (decision 044): no wrapping; on a phone the co-sign count gives
          way, the co-signs being listed under the answer anyway. */}
      <div
        className="mt-3 flex flex-nowrap items-center gap-1.5 sm:gap-2"
        data-testid="answer-actions"
      >
        <PlaySongButton entry={playableOf(response)} size="sm" />
        <span className="min-w-0 flex-1" />
        {response.cosigns > 0 && (
          <span
            className="hidden text-xs font-semibold text-muted sm:inline"
            data-testid="cosign-count"
          >
            {t('answer.cosignCount', { count: response.cosigns })}
          </span>
        )}
        {response.user.id === viewerId && <OwnResponseActions response={response} />}
        <ResponseUpvoteButton response={response} />
        <SaveButton response={response} onFailure="log" />
        <ResponseMenu response={response} viewerId={viewerId} entries={entries} index={index} />
      </div>
      {isAsker && (
        <div className="mt-3 border-t border-line pt-3">
          <VerdictPicker response={response} />
        </div>
      )}
      <ReplyThread response={response} viewerId={viewerId} />
    </article>
  );
}

/**
 * The order control: Top, "Loved first" or "Oldest first", kept in the URL (`?order=`) unless it is
 * the request's default (Top from 5 answers, else "Loved first").
 */
function OrderSelect({
  order,
  onChange,
}: {
  order: ResponseOrder;
  onChange: (order: ResponseOrder) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('answer.order')}
      </label>
      <select
        id={id}
        value={order}
        onChange={(e) => isOrder(e.target.value) && onChange(e.target.value)}
        className="rounded-lg border border-line bg-bg px-2 py-1 text-fg focus:border-accent focus:outline-none"
      >
        {Object.entries(orderLabels()).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Responses section; `askerId` (the request's author) gets the verdict pickers. */
export function ResponseList({ requestId, askerId }: { requestId: number; askerId?: number }) {
  const responses = useResponses(requestId);
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('order');
  const defaultOrder = defaultAnswerOrder(responses.data?.length ?? 0);
  const order = isOrder(asked) ? asked : defaultOrder;
  const isStaff = isStaffRole(user?.role);
  const isAsker = askerId !== undefined && askerId === user?.id;
  const list = responses.data ? orderResponses(responses.data, order) : undefined;
  const entries = list?.map(playableOf) ?? [];
  const changeOrder = (next: ResponseOrder) =>
    setSearch((params) => withSearchParam(params, 'order', next === defaultOrder ? null : next), {
      replace: true,
    });
  return (
    <section aria-labelledby="responses-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="responses-title" className="text-xl font-bold">
          {t('answer.heading')}{' '}
          {list && (
            <span className="text-muted">{t('answer.headingCount', { count: list.length })}</span>
          )}
        </h2>
        {list && list.length > 0 && (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <OpenInYouTubeLink songs={list.map((r) => r.songData)} />
            <PlayAllButton entries={entries} />
            <SaveSpotifyPlaylistButton responseIds={list.map((r) => r.id)} requestId={requestId} />
          </div>
        )}
      </div>
      {list && list.length > 1 && <OrderSelect order={order} onChange={changeOrder} />}
      {responses.isPending && <Spinner label={t('shell.loading')} showLabel />}
      {responses.isError && (
        <div role="alert" className="rounded-2xl border border-danger bg-danger-soft p-4">
          <p className="font-medium text-danger">{t('answer.loadFailed')}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void responses.refetch()}
          >
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {list?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          {t('answer.empty')}
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="space-y-3">
          {list.map((r, index) => (
            <li key={r.id}>
              <ResponseCard
                response={r}
                viewerId={user?.id}
                isStaff={isStaff}
                isAsker={isAsker}
                entries={entries}
                index={index}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
