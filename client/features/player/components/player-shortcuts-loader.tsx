/**
 * Mounted once by the shell for a signed-in member: the keyboard shortcuts' code (player-shortcuts.tsx)
 * loads with the first key press or once a track is set, not with the first screen (decision 042).
 * Before a track is set only "?" means something, so the first key press is handed over and acted
 * on as soon as the code is there.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePlayerSelector } from '../player-store';

const PlayerShortcuts = lazyNamed(() => import('./player-shortcuts'), 'PlayerShortcuts');

/** Renders nothing until a key is pressed or a track is set, then the shortcuts. */
export function PlayerShortcutsLoader() {
  const hasTrack = usePlayerSelector((s) => s.currentTrack !== null);
  const [firstKey, setFirstKey] = useState<KeyboardEvent | null>(null);
  const wanted = hasTrack || firstKey !== null;

  useEffect(() => {
    if (wanted) return;
    const onKeyDown = (event: KeyboardEvent) => setFirstKey(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlayerShortcuts firstKey={firstKey} />
    </Suspense>
  );
}
