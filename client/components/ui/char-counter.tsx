/** The "x/max" counter under a capped text box (spec 000 §9): muted, then red and bold once the text reaches `max`. */
import { cn } from '../../lib/cn';

export interface CharCounterProps {
  length: number;
  max: number;
  /** Placement and size, e.g. `mt-1 text-right text-sm`; the colour follows the length. */
  className?: string;
  /** For the text box's `aria-describedby`. */
  id?: string;
  testId?: string;
}

export function CharCounter({ length, max, className, id, testId }: CharCounterProps) {
  return (
    <p
      id={id}
      data-testid={testId}
      className={cn(className, length >= max ? 'font-bold text-danger' : 'text-muted')}
    >
      {length}/{max}
    </p>
  );
}
