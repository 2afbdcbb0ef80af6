/**
 * The entry point of "Play from here" for other features: the menu item's code (and the Radix menu
 * parts it uses) loads when an answer's "…" menu first opens, so the player's public entry, which
 * the feed's first paint imports for its play buttons, carries no menu code (the first-paint budget, decision 019).
 * Until it has loaded, a disabled stand-in with the same words holds its place.
 */
import { Suspense, type ComponentProps } from 'react';
import { ListStart } from 'lucide-react';
import { lazyNamed } from '../../../lib/lazy-named';
import { t } from '../../../lib/i18n';

const LazyPlayFromHere = lazyNamed(() => import('./play-from-here'), 'PlayFromHereMenuItem');

export function PlayFromHereMenuItem(props: ComponentProps<typeof LazyPlayFromHere>) {
  const placeholder = (
    <div
      role="menuitem"
      aria-disabled="true"
      className="flex cursor-not-allowed items-center gap-2 rounded-lg px-3 py-2 text-sm opacity-50"
    >
      <ListStart className="h-4 w-4" aria-hidden="true" />
      {t('player.playFromHere')}
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <LazyPlayFromHere {...props} />
    </Suspense>
  );
}
