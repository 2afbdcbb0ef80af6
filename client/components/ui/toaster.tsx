/** Renders the toast queue with Radix Toast (announced politely, swipe or Escape to dismiss). */
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { dismissToast, useToasts } from '../../lib/toast-store';
import { cn } from '../../lib/cn';

export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            t.variant === 'destructive' ? 'border-danger bg-danger-soft text-fg' : 'border-line bg-surface text-fg',
            'data-[state=closed]:opacity-0 transition-opacity',
          )}
          data-variant={t.variant}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className={cn('font-semibold', t.variant === 'destructive' && 'text-danger')}>{t.title}</Toast.Title>
            {t.description && <Toast.Description className="mt-1 text-sm text-muted">{t.description}</Toast.Description>}
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
          <Toast.Close aria-label="Dismiss notification" className="absolute top-3 right-3 rounded-full p-1 text-muted hover:text-fg">
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-16 left-1/2 z-[100] flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
