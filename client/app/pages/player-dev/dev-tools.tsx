/**
 * Shared parts of the developer player pages (spec 001 §2 "Developer test pages"): the player log
 * (last 100 entries) and a debug console capture that mirrors console.log/info/warn/error into a
 * list while the page is open (the real console still receives everything).
 */
import { useEffect, useState } from 'react';
import { PLAYER_LOG_LIMIT } from '@common/constants';
import { Button } from '../../../components/ui/button';
import { clearPlayerLog, usePlayerLog } from '../../../features/player/lib/player-log';
import { t } from '../../../lib/i18n';

const time = (at: number) => new Date(at).toISOString().slice(11, 23);

interface ConsoleEntry {
  at: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

const format = (args: unknown[]) =>
  args
    .map((a) => {
      if (typeof a === 'string') return a;
      if (a instanceof Error) return `${a.name}: ${a.message}`;
      try {
        return JSON.stringify(a);
      } catch {
        return String(a);
      }
    })
    .join(' ');

/** Captures console output while mounted; keeps the last 100 lines. */
export function useConsoleCapture(): [ConsoleEntry[], () => void] {
  const [lines, setLines] = useState<ConsoleEntry[]>([]);
  useEffect(() => {
    const levels = ['log', 'info', 'warn', 'error'] as const;
    const originals = levels.map((level) => console[level]);
    levels.forEach((level, i) => {
      console[level] = (...args: unknown[]) => {
        originals[i]!.apply(console, args);
        const entry = { at: Date.now(), level, text: format(args) };
        // Deferred: console calls may happen during another component's render.
        queueMicrotask(() => setLines((prev) => [...prev, entry].slice(-PLAYER_LOG_LIMIT)));
      };
    });
    const onError = (e: ErrorEvent) => console.error(`Uncaught: ${e.message}`);
    window.addEventListener('error', onError);
    return () => {
      levels.forEach((level, i) => {
        console[level] = originals[i]!;
      });
      window.removeEventListener('error', onError);
    };
  }, []);
  return [lines, () => setLines([])];
}

interface LogItem {
  key: string;
  text: string;
  tone: 'info' | 'warn' | 'error';
}

/** A titled, scrollable log with a Clear button: `heading` is the visible title (its element gets `headingId`), `label` names the list. */
function LogPanel({
  headingId,
  heading,
  clearLabel,
  onClear,
  label,
  items,
}: {
  headingId: string;
  heading: string;
  clearLabel: string;
  onClear: () => void;
  label: string;
  items: LogItem[];
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="font-bold">
          {heading}
        </h2>
        <Button variant="outline" size="sm" onClick={onClear}>
          {clearLabel}
        </Button>
      </div>
      {/* A scrollable log must take focus so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <ol
        aria-label={label}
        className="max-h-80 overflow-y-auto rounded-lg border border-line bg-surface-2 p-2 font-mono text-xs"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
      >
        {items.length === 0 ? (
          <li className="text-muted">{t('staff.dev.nothingYet')}</li>
        ) : (
          items.map((item) => (
            <li
              key={item.key}
              className={
                item.tone === 'error' ? 'text-danger' : item.tone === 'warn' ? 'font-semibold' : ''
              }
            >
              {item.text}
            </li>
          ))
        )}
      </ol>
    </section>
  );
}

/** The player log panel with a Clear button. */
export function PlayerLogPanel() {
  const log = usePlayerLog();
  return (
    <LogPanel
      headingId="player-log-heading"
      heading={t('staff.dev.playerLogCount', { count: log.length, limit: PLAYER_LOG_LIMIT })}
      clearLabel={t('staff.dev.clearLog')}
      onClear={clearPlayerLog}
      label={t('staff.dev.playerLog')}
      items={log.map((e, i) => ({
        key: `${e.at}-${i}`,
        text: `${time(e.at)} [${e.source}] ${e.message}`,
        tone: e.level,
      }))}
    />
  );
}

/** The debug console capture panel. */
export function DebugConsolePanel() {
  const [lines, clear] = useConsoleCapture();
  return (
    <LogPanel
      headingId="debug-console-heading"
      heading={t('staff.dev.debugConsole')}
      clearLabel={t('staff.dev.clearConsole')}
      onClear={clear}
      label={t('staff.dev.debugConsole')}
      items={lines.map((l, i) => ({
        key: `${l.at}-${i}`,
        text: `${time(l.at)} ${l.level}: ${l.text}`,
        tone: l.level === 'error' ? 'error' : l.level === 'warn' ? 'warn' : 'info',
      }))}
    />
  );
}
