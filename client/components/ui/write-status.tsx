/**
 * What became of a member's write, under the form that made it (decision 044): while it waits for
 * the connection, the offline message with Retry and Cancel (a polite live region); once it
 * failed, the server's words (or the network/timeout message) with Retry (an alert). Nothing while idle or
 * sending: the submit button says "sending" itself.
 */
import type { WriteState } from '../../lib/write-queue';
import { Button } from './button';
import { t } from '../../lib/i18n';

export interface WriteStatusProps {
  state: WriteState;
  /** Sends the same write again (its Idempotency-Key is kept until the server answers). */
  onRetry: () => void;
}

export function WriteStatus({ state, onRetry }: WriteStatusProps) {
  const { phase, message } = state;
  const shown = phase === 'queued' || phase === 'failed';
  return (
    <div role="status" data-testid="write-status">
      {shown && (
        <div
          role={phase === 'failed' ? 'alert' : undefined}
          className={
            phase === 'failed'
              ? 'flex flex-wrap items-center gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-2'
              : 'flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2'
          }
        >
          <p className={phase === 'failed' ? 'flex-1 text-sm text-danger' : 'flex-1 text-sm'}>
            {message}
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              // A queued write is dropped first: the retry queues it again if still offline.
              if (phase === 'queued') state.cancel();
              onRetry();
            }}
          >
            {t('ui.retry')}
          </Button>
          {phase === 'queued' && (
            <Button type="button" size="sm" variant="ghost" onClick={state.cancel}>
              {t('ui.cancelSending')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
