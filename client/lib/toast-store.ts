/**
 * Toast queue (spec 000 §2 Shell, §9): one toast visible at a time, a new one replaces the older,
 * a dismissed toast is removed 1500 ms later, default duration 1500 ms. Plain store + hook.
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
  /** ms before it closes itself; default 1500 (spec 000 §9). */
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

/** Shows a toast, replacing any visible one. Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = { duration: TOAST_DURATION_MS, variant: 'default', ...input, id, open: true };
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
