/**
 * The floating player's mount point in the shell (spec 000 §2 Shell: "The floating player appears
 * once a track is set"). Tiny on purpose: the panel, the playback engine and the YouTube IFrame API
 * load only on the first play. (Staff open the song loader from the header: StaffLoaderLauncher.)
 * The player floats above the bottom navigation, never over it.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { playerStore, usePlayerSelector } from '../player-store';
import { lazyNamed } from '../../../lib/lazy-named';
import { restoreQueueLazily } from '../restore-queue-lazily';

const PlayerPanel = lazyNamed(() => import('./player-panel'), 'PlayerPanel');

export interface FloatingPlayerProps {
  /** The shell's rule for where the bottom navigation is hidden (spec 000 §2). */
  isBottomNavHidden: (pathname: string) => boolean;
  /** The signed-in member, whose queue is restored and saved (none for anonymous visitors). */
  memberId?: number;
}

/** Gap between the player and the bottom navigation or the screen edge, in px. */
const GAP_PX = 8;
/** Height of the shell's bottom navigation bar (h-16 plus its 1 px top border), in px. */
export const BOTTOM_NAV_PX = 65;

/** CSS bottom offset of the player: above the bottom navigation where it shows. */
export function bottomOffset(navHidden: boolean): string {
  return `calc(${navHidden ? GAP_PX : BOTTOM_NAV_PX + GAP_PX}px + env(safe-area-inset-bottom))`;
}

let queueRestored = false;

/**
 * Brings back the signed-in member's queue of before a reload and keeps saving it
 * (queue-storage.ts), once per page, after the first render so hydration matches the
 * server's empty player; its code loads only when needed (restore-queue-lazily.ts).
 */
function useRestoredQueue(memberId: number | undefined) {
  useEffect(() => {
    if (queueRestored || memberId === undefined || typeof sessionStorage === 'undefined') return;
    queueRestored = true;
    restoreQueueLazily(playerStore, sessionStorage, memberId);
  }, [memberId]);
}

/**
 * Closes the player when the signed-in member changes in this tab (signing out, or signing in as
 * someone else): the next person must not find the last one's song and queue. A first sign-in
 * (no member before) leaves it as it is.
 */
export function useCloseOnMemberChange(memberId: number | undefined) {
  const previous = useRef(memberId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== memberId)
      playerStore.dispatch({ type: 'close' });
    previous.current = memberId;
  }, [memberId]);
}

/** Mounted once in the shell: the player, once a track is set. */
export function FloatingPlayer({ isBottomNavHidden, memberId }: FloatingPlayerProps) {
  useRestoredQueue(memberId);
  useCloseOnMemberChange(memberId);
  const { pathname } = useLocation();
  const hasTrack = usePlayerSelector((s) => s.currentTrack !== null);
  const bottom = bottomOffset(isBottomNavHidden(pathname));
  if (!hasTrack) return null;
  return (
    <Suspense fallback={null}>
      <PlayerPanel bottom={bottom} />
    </Suspense>
  );
}
