/**
 * The floating player's mount point in the shell (spec 000 §2 Shell: "The floating player appears
 * once a track is set"). Tiny on purpose: the panel, the playback engine and the YouTube IFrame API
 * load only on the first play. Staff and admins get a small song-loader button while nothing plays.
 * The player floats above the bottom navigation, never over it.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/api/session';
import { usePlayerSelector } from '../player-store';
import { canLoadSongs } from '../lib/staff';

const PlayerPanel = lazy(() => import('./player-panel').then((m) => ({ default: m.PlayerPanel })));
const StaffLoaderLauncher = lazy(() => import('./staff-loader-launcher').then((m) => ({ default: m.StaffLoaderLauncher })));

export interface FloatingPlayerProps {
  /** The shell's rule for where the bottom navigation is hidden (spec 000 §2). */
  isBottomNavHidden: (pathname: string) => boolean;
}

/** Gap between the player and the bottom navigation or the screen edge, in px. */
const GAP_PX = 8;
/** Height of the shell's bottom navigation bar (h-16 plus its 1 px top border), in px. */
export const BOTTOM_NAV_PX = 65;

/** CSS bottom offset of the player: above the bottom navigation where it shows. */
export function bottomOffset(navHidden: boolean): string {
  return `calc(${navHidden ? GAP_PX : BOTTOM_NAV_PX + GAP_PX}px + env(safe-area-inset-bottom))`;
}

/** Mounted once in the shell: the player when a track is set, else (staff only) the loader button. */
export function FloatingPlayer({ isBottomNavHidden }: FloatingPlayerProps) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const hasTrack = usePlayerSelector((s) => s.currentTrack !== null);
  const bottom = bottomOffset(isBottomNavHidden(pathname));
  if (!hasTrack && !canLoadSongs(user?.role)) return null;
  return <Suspense fallback={null}>{hasTrack ? <PlayerPanel bottom={bottom} /> : <StaffLoaderLauncher bottom={bottom} />}</Suspense>;
}
