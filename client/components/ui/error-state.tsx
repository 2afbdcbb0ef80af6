/** A failed load: the spec's message in a danger box, with "Try again" when a retry exists. */
import { cn } from '../../lib/cn';
import { Button } from './button';
import { t } from '../../lib/i18n';

export function ErrorState({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto max-w-md rounded-2xl border border-danger bg-danger-soft p-4 text-center',
        className,
      )}
    >
      <p className="font-medium text-danger">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('ui.tryAgain')}
        </Button>
      )}
    </div>
  );
}

/**
 * A failed load that fills its section (a dashboard panel, a list): `title` in bold, `detail` (the
 * server's reason) under it when given, and "Try again". `className` sets the padding (default `py-8`).
 */
export function ErrorPanel({
  title,
  detail,
  onRetry,
  className = 'py-8',
}: {
  title: string;
  detail?: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-danger bg-danger-soft px-4 text-center',
        className,
      )}
    >
      <p className="font-semibold text-danger">{title}</p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </div>
  );
}
