/**
 * "Play from here" for an answer of a list: the list's playable answers become the
 * queue, playing from this one; the earlier ones stay before it, so Previous reaches them. An item
 * of the answer's "…" menu: it mounts when the menu opens, and only then looks songs up.
 */
import { ListStart } from 'lucide-react';
import { OverflowMenuItem } from '../../../components/ui/overflow-menu';
import { useResolvedSongs, type ResolvedSong } from '../api/resolve-song-api';
import { primeSpeech } from '../speech';
import { playerActions } from '../player-store';
import type { PlaylistEntry } from '../player-state';
import { contextOf, type PlayableEntry } from './play-buttons';
import { t } from '../../../lib/i18n';

/**
 * The queue for "Play from here": the entries whose song is ready (`resolved`, in the same order),
 * and where the entry at `index` landed among them (-1 when it cannot play).
 */
export function queueFromHere(
  entries: PlayableEntry[],
  resolved: ResolvedSong[],
  index: number,
): { list: PlaylistEntry[]; start: number } {
  const list: PlaylistEntry[] = [];
  let start = -1;
  entries.forEach((entry, i) => {
    const song = resolved[i];
    if (song?.status !== 'ready') return;
    if (i === index) start = list.length;
    list.push({ track: song.song, context: contextOf(entry) });
  });
  return { list, start };
}

/** The menu item; disabled while the songs are looked up or when this answer cannot play. */
export function PlayFromHereMenuItem({
  entries,
  index,
}: {
  entries: PlayableEntry[];
  index: number;
}) {
  const resolved = useResolvedSongs(entries.map((e) => e.song));
  const { list, start } = queueFromHere(entries, resolved, index);
  return (
    <OverflowMenuItem
      icon={ListStart}
      disabled={start < 0}
      onSelect={() => {
        primeSpeech();
        playerActions.playPlaylist(list, start);
      }}
    >
      {t('player.playFromHere')}
    </OverflowMenuItem>
  );
}
