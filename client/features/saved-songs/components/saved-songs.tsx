/**
 * The member's saved songs grouped by request (spec 000 §2 "Saved songs"): Play All, "Open in
 * YouTube" (their videos as one YouTube playlist) and "Save as Spotify playlist", one card per
 * request linking to /requests/{id} with its saved songs nested, a remove button per song; loading,
 * the empty state with BROWSE REQUESTS, and the spec's error text. Used by /saved and /you.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bookmark } from 'lucide-react';
import type { SavedSongGroup } from '@common/schemas';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { OpenInYouTubeLink, PlayAllButton, type PlayableEntry } from '../../player';
import { useRemoveSavedSong, useSavedSongs } from '../api/saved-songs-api';
import { SaveSpotifyPlaylistButton } from '../../spotify';
import { RequestSummaryLink } from './request-summary-link';
import { SavedSongRow } from './saved-song-row';
import { ErrorState } from '../../../components/ui/error-state';

/** Every saved song in display order, as the player's playlist entries. */
export function savedPlaylist(groups: SavedSongGroup[]): PlayableEntry[] {
  return groups.flatMap((g) =>
    g.songs.map(({ response }) => ({
      song: response.songData,
      responseId: response.id,
      requestId: response.requestId,
      responderName: response.user.displayName,
      comment: response.comment,
    })),
  );
}

export interface SavedSongsProps {
  /** The signed-in member (saved songs are private). */
  userId: number;
  /** Heading shown left of Play All (the page title on /saved). */
  heading?: ReactNode;
  /** True on the /saved screen itself; elsewhere removal toasts "Song removed from saved". */
  isSavedScreen?: boolean;
}

export function SavedSongs({ userId, heading, isSavedScreen = false }: SavedSongsProps) {
  const saved = useSavedSongs(userId);
  const remove = useRemoveSavedSong(
    userId,
    isSavedScreen ? 'saved.removed' : 'saved.removedFromSaved',
  );
  const groups = saved.data ?? [];
  const playlist = savedPlaylist(groups);

  return (
    <div className="space-y-4">
      {(heading || playlist.length > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading ?? <span />}
          {playlist.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <OpenInYouTubeLink songs={playlist.map((entry) => entry.song)} />
              <PlayAllButton entries={playlist} />
              <SaveSpotifyPlaylistButton
                responseIds={groups.flatMap((g) => g.songs.map(({ response }) => response.id))}
              />
            </div>
          )}
        </div>
      )}
      {saved.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label={t('saved.loading')} showLabel />
        </div>
      )}
      {saved.isError && (
        <ErrorState message={t('saved.loadFailed')} onRetry={() => void saved.refetch()} />
      )}
      {saved.isSuccess && groups.length === 0 && (
        <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
          <span
            aria-hidden="true"
            className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-fg"
          >
            <Bookmark className="h-7 w-7" />
          </span>
          <p className="text-lg font-semibold">{t('saved.empty')}</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('saved.browse')}
          </Link>
        </div>
      )}
      {groups.length > 0 && (
        <ul className="space-y-4" aria-label={t('saved.byRequest')}>
          {groups.map((group) => (
            <li key={group.request.id}>
              <article className="overflow-hidden rounded-3xl border border-line bg-surface">
                <RequestSummaryLink request={group.request} viewerId={userId} className="p-4" />
                <ul className="divide-y divide-line border-t border-line">
                  {group.songs.map((entry) => (
                    <li key={entry.savedId}>
                      <SavedSongRow
                        entry={entry}
                        viewerId={userId}
                        onRemove={(id) => remove.mutate(id)}
                        removing={remove.isPending && remove.variables === entry.savedId}
                      />
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
