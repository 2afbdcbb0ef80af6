/**
 * Toast queue (spec 000 §2 Shell, §9): one toast visible at a time, a new one replaces the older,
 * a dismissed toast is removed 1500 ms later, default duration 1500 ms. Plain store + hook.
 *
 * Errors and toasts with an action stay at least 8 s (WCAG 2.2.1 Timing Adjustable): they
 * tell the member what to do, and 1.5 s is too short to read and act on; success toasts keep 1.5 s.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@common/constants';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /**
   * ms before it closes itself; default 1500 (spec 000 §9). Errors and toasts with an action get at
   * least `ATTENTION_TOAST_MIN_MS`; `Infinity` keeps a toast until it is dismissed.
   */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** The shortest time an error or a toast with an action stays up by itself. */
export const ATTENTION_TOAST_MIN_MS = 8000;

/** Whether a toast asks for attention: an error, or one the member can act on. */
export const needsAttention = (t: Pick<ToastInput, 'variant' | 'action'>) =>
  t.variant === 'destructive' || t.action !== undefined;

/** Shows a toast, replacing any visible one. Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const requested = input.duration ?? TOAST_DURATION_MS;
  const duration = needsAttention(input) ? Math.max(requested, ATTENTION_TOAST_MIN_MS) : requested;
  const item: ToastItem = { variant: 'default', ...input, duration, id, open: true };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** Closes a toast (or all); it is removed from the queue 1500 ms later. */
export function dismissToast(id?: number) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  emit();
}

export function getToasts(): ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, re-rendering on change. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
