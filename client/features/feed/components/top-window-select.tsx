/** The Top order's period (decision 050), loaded when Top is chosen (feed-header.tsx). */
import { TOP_WINDOWS, type TopWindow } from '@common/constants';
import { t, type MessageId } from '../../../lib/i18n';

const TOP_WINDOW_LABELS: Record<TopWindow, MessageId> = {
  day: 'feed.topWindow.day',
  week: 'feed.topWindow.week',
  month: 'feed.topWindow.month',
  all: 'feed.topWindow.all',
};

/** Top's period: a native select, so keyboard and screen readers get its usual behaviour. */
export function TopWindowSelect({
  window: chosen,
  onChange,
}: {
  window: TopWindow;
  onChange: (window: TopWindow) => void;
}) {
  return (
    <label className="ms-1 inline-flex w-28 items-center">
      <span className="sr-only">{t('feed.topWindow')}</span>
      <select
        value={chosen}
        onChange={(event) => onChange(event.target.value as TopWindow)}
        data-testid="top-window"
        className="h-8 w-full rounded-full border border-line bg-surface ps-2.5 pe-1 text-xs font-semibold text-fg"
      >
        {TOP_WINDOWS.map((window) => (
          <option key={window} value={window}>
            {t(TOP_WINDOW_LABELS[window])}
          </option>
        ))}
      </select>
    </label>
  );
}
