/** A failed load: the spec's message in a danger box, with "Try again" when a retry exists. */
import { cn } from '../../lib/cn';
import { Button } from './button';

export function ErrorState({ message, onRetry, className }: { message: string; onRetry?: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('mx-auto max-w-md rounded-2xl border border-danger bg-danger-soft p-4 text-center', className)}>
      <p className="font-medium text-danger">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
