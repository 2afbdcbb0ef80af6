/**
 * Renders the toast queue with Radix Toast (announced politely, swipe or Escape to dismiss).
 *
 * Placement: bottom centre, above whichever is higher of the bottom navigation and the floating
 * player (their heights come from `bottom-insets.ts`), so a toast never covers the header's logo
 * or buttons, a page's Close button, the navigation or the player.
 *
 * Timing is ours, not Radix's: Radix pauses every toast while the pointer or focus is anywhere in
 * the viewport, and closing a toast with its × leaves both there, so every later toast stayed on
 * screen. Here each toast pauses only while the pointer is over it or focus is inside
 * it, and closes `duration` ms after it opened otherwise (spec 000 §9: default 1.5 s; errors and
 * toasts with an action at least 8 s, `toast-store.ts`).
 *
 * Errors and toasts with an action are Radix "foreground" toasts: Radix's announcer speaks them
 * with aria-live="assertive" (interrupting); others politely. No role="alert" on the toast itself:
 * screen readers would then read it twice.
 */
import { useEffect, useRef, useState } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { dismissToast, needsAttention, useToasts, type ToastItem } from '../../lib/toast-store';
import { cn } from '../../lib/cn';
import { t as i18n } from '../../lib/i18n';

/** Closes `item` after its duration, counting only the time it was not paused. */
function useAutoDismiss(item: ToastItem | undefined, paused: boolean) {
  const remaining = useRef(new Map<number, number>());
  useEffect(() => {
    if (!item || paused || !item.duration || item.duration === Infinity) return;
    const times = remaining.current;
    const left = times.get(item.id) ?? item.duration;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), left);
    return () => {
      clearTimeout(timer);
      times.set(item.id, Math.max(0, left - (Date.now() - started)));
    };
  }, [item, paused]);
}

export function Toaster() {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  const [pausedId, setPausedId] = useState<number | null>(null);
  const visible = toasts.find((t) => t.open);
  useAutoDismiss(visible, pausedId === visible?.id);

  function pause(id: number, paused: boolean) {
    setPausedId((current) => (paused ? id : current === id ? null : current));
  }

  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={Infinity}
          type={needsAttention(t) ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          onPointerEnter={() => pause(t.id, true)}
          onPointerLeave={() => pause(t.id, false)}
          onFocus={() => pause(t.id, true)}
          onBlur={(event) =>
            !event.currentTarget.contains(event.relatedTarget as Node | null) && pause(t.id, false)
          }
          className={cn(
            'relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-lg',
            t.variant === 'destructive'
              ? 'border-danger bg-danger-soft text-fg'
              : 'border-line bg-surface text-fg',
            'data-[state=closed]:opacity-0 transition-opacity',
          )}
          data-variant={t.variant}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title
              className={cn('font-semibold', t.variant === 'destructive' && 'text-danger')}
            >
              {t.title}
            </Toast.Title>
            {t.description && (
              <Toast.Description className="mt-1 text-sm text-muted">
                {t.description}
              </Toast.Description>
            )}
          </div>
          {t.action && (
            <Toast.Action altText={t.action.label} asChild>
              <button
                type="button"
                onClick={t.action.onClick}
                className="self-center rounded-full bg-accent px-3 py-1.5 text-xs font-bold tracking-wide text-accent-fg hover:bg-accent-hover"
              >
                {t.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={i18n('ui.dismissNotification')}
            className="absolute top-3 end-3 rounded-full p-1 text-muted hover:text-fg"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewportRef}
        data-testid="toast-viewport"
        className="fixed bottom-[calc(max(var(--bottom-nav-inset,0px),var(--player-inset,0px))+0.5rem)] left-1/2 z-[100] flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
