/**
 * One activity entry (spec 000 §2 "Saved-song card and activity cards") with the spec's wording:
 * "You created a request", "You recommended a song", "You saved a song", "{name} saved your
 * recommendation", "{name} upvoted your request", "{name} upvoted your recommendation".
 * Other members' names link to their profiles; the request links to /requests/{id}.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowBigUp, Bookmark, Handshake, MessageSquarePlus, Music } from 'lucide-react';
import type { ActivityItem, ActivityType, PublicUser } from '@common/schemas';
import { Avatar } from '../../../components/ui/avatar';
import { currentLocale, t, type MessageId } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';
import { localRelativeTime } from '../../../lib/i18n-time';
import { RequestSummaryLink } from '../../saved-songs';
import { ActivitySong } from './activity-song';

/** Who acted: the member themself, or the other member who saved, upvoted or co-signed. */
export function activityActor(item: ActivityItem): PublicUser {
  return item.data.saver ?? item.data.upvoter ?? item.data.cosigner ?? item.data.user;
}

/** The sentence per entry type: `{name}` is the actor ("You" or their name), `who` says which. */
const WORDING: Record<ActivityType, MessageId> = {
  request_created: 'activity.request_created',
  response_created: 'activity.response_created',
  song_saved: 'activity.song_saved',
  response_saved_by_other: 'activity.response_saved_by_other',
  request_upvoted_by_other: 'activity.request_upvoted_by_other',
  response_upvoted_by_other: 'activity.response_upvoted_by_other',
  response_cosigned_by_other: 'activity.response_cosigned_by_other',
};

const ICONS: Record<ActivityType, typeof Music> = {
  request_created: MessageSquarePlus,
  response_created: Music,
  song_saved: Bookmark,
  response_saved_by_other: Bookmark,
  request_upvoted_by_other: ArrowBigUp,
  response_upvoted_by_other: ArrowBigUp,
  response_cosigned_by_other: Handshake,
};

/** The whole sentence as plain text, e.g. "You saved a song" or "Ana saved your recommendation". */
export function activitySentence(item: ActivityItem, viewerId: number): string {
  const actor = activityActor(item);
  const you = actor.id === viewerId;
  return t(WORDING[item.type], {
    who: you ? 'you' : 'other',
    name: you ? t('activity.you') : actor.displayName,
  });
}

function ActorName({ actor, viewerId }: { actor: PublicUser; viewerId: number }): ReactNode {
  if (actor.id === viewerId) return <span className="font-semibold">{t('activity.you')}</span>;
  return (
    <Link
      dir="auto"
      to={`/profile/${actor.slug}`}
      className="font-semibold underline-offset-2 hover:underline"
    >
      {actor.displayName}
    </Link>
  );
}

export function ActivityCard({ item, viewerId }: { item: ActivityItem; viewerId: number }) {
  const actor = activityActor(item);
  const Icon = ICONS[item.type];
  const { response, request } = item.data;
  return (
    <article
      data-testid="activity-card"
      data-type={item.type}
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <header className="flex items-center gap-2.5">
        <span className="relative shrink-0">
          <Avatar user={actor} size="sm" />
          <span
            aria-hidden="true"
            className="absolute -end-1 -bottom-1 flex h-4.5 w-4.5 items-center justify-center rounded-full bg-accent text-accent-fg ring-2 ring-surface"
          >
            <Icon className="h-3 w-3" />
          </span>
        </span>
        <p className="min-w-0 flex-1 text-sm leading-snug">
          {tParts(
            WORDING[item.type],
            { name: <ActorName actor={actor} viewerId={viewerId} /> },
            { who: actor.id === viewerId ? 'you' : 'other' },
          )}
        </p>
        <time
          dateTime={item.timestamp}
          className="shrink-0 text-xs text-muted"
          suppressHydrationWarning
          title={new Date(item.timestamp).toLocaleString(currentLocale())}
        >
          {localRelativeTime(item.timestamp)}
        </time>
      </header>
      {response && (
        <div className="mt-3">
          <ActivitySong
            response={response}
            viewerId={viewerId}
            hideResponder={item.type !== 'song_saved'}
          />
        </div>
      )}
      <RequestSummaryLink
        request={request}
        viewerId={viewerId}
        className="mt-3 rounded-xl bg-surface-2/60 p-2.5"
      />
    </article>
  );
}
