/**
 * The player log (spec 001 §2 "Developer test pages", §9: keeps 100 entries): what the playback
 * engines did and heard (source chosen, SDK events, fallbacks, errors), newest last. Written by the
 * engines always (cheap), read by /player-test and /minimal-player.
 */
import { useSyncExternalStore } from 'react';
import { PLAYER_LOG_LIMIT } from '@common/constants';

export interface PlayerLogEntry {
  at: number;
  source: 'spotify' | 'youtube' | 'preview' | 'router' | 'console';
  level: 'info' | 'warn' | 'error';
  message: string;
}

let entries: PlayerLogEntry[] = [];
const listeners = new Set<() => void>();

/** Appends an entry, dropping the oldest beyond 100. */
export function playerLog(
  source: PlayerLogEntry['source'],
  message: string,
  level: PlayerLogEntry['level'] = 'info',
): void {
  entries = [...entries, { at: Date.now(), source, level, message }].slice(-PLAYER_LOG_LIMIT);
  for (const l of listeners) l();
}

export function getPlayerLog(): PlayerLogEntry[] {
  return entries;
}

export function clearPlayerLog(): void {
  entries = [];
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The log, re-rendering on every entry. */
export function usePlayerLog(): PlayerLogEntry[] {
  return useSyncExternalStore(subscribe, getPlayerLog, getPlayerLog);
}
