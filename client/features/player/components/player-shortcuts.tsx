/**
 * The player's keyboard shortcuts, mounted by player-shortcuts-loader.tsx for a signed-in member:
 * Space, J and K act on the player while a track is set, ? opens the list of shortcuts. The decision
 * is `shortcutFor` (keyboard-shortcuts.ts); the dialog's code (Radix) loads on the first "?".
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { shortcutFor, type ShortcutKeyEvent } from '../keyboard-shortcuts';
import { playerActions, playerStore } from '../player-store';

const ShortcutsHelpDialog = lazyNamed(
  () => import('./shortcuts-help-dialog'),
  'ShortcutsHelpDialog',
);

/**
 * Listens for the shortcuts on the document; renders the help dialog once asked for. `firstKey` is
 * a key press made before this code loaded: a "?" there opens the list.
 */
export function PlayerShortcuts({ firstKey = null }: { firstKey?: ShortcutKeyEvent | null }) {
  // Read once: the loader hands over the key press that mounted this, and no later one.
  const [askedFirst] = useState(() => firstKey !== null && shortcutFor(firstKey) === 'help');
  const [helpOpen, setHelpOpen] = useState(askedFirst);
  const [helpLoaded, setHelpLoaded] = useState(askedFirst);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutFor(event);
      if (!action) return;
      if (action === 'help') {
        event.preventDefault();
        setHelpLoaded(true);
        setHelpOpen(true);
        return;
      }
      const state = playerStore.getState();
      // Without a track the keys keep their usual meaning (Space scrolls the page).
      if (!state.currentTrack) return;
      event.preventDefault();
      if (action === 'togglePlay') {
        if (!state.error) playerActions.togglePlay();
      } else if (action === 'next') playerActions.skipNext();
      else playerActions.skipPrev();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!helpLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </Suspense>
  );
}
