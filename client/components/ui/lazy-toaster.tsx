/**
 * Mounts the Radix toaster (`toaster.tsx`) when the first toast is shown, and keeps it mounted
 * from then on (the feed's first paint ships no toast code). The toast store is plain
 * and already in the entry, so a toast raised before the chunk arrives is shown when it does.
 */
import { Suspense, useState } from 'react';
import { useToasts } from '../../lib/toast-store';
import { lazyNamed } from '../../lib/lazy-named';

const Toaster = lazyNamed(() => import('./toaster'), 'Toaster');

export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
