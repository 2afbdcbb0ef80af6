/**
 * The "x/max" counter under a capped text box (spec 000 §9): muted, then red and bold once the text
 * reaches `max`. Within COUNTER_WARN_BEFORE of the cap it turns to the text colour and semibold, so
 * the member sees the limit coming before they hit it (decision 044).
 */
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

/** How many characters before the cap the counter starts to warn (220 of 240). */
export const COUNTER_WARN_BEFORE = 20;

/** `quiet` far from the cap, `near` within COUNTER_WARN_BEFORE of it, `full` at it. Pure. */
export function counterLevel(length: number, max: number): 'quiet' | 'near' | 'full' {
  if (length >= max) return 'full';
  return length >= max - COUNTER_WARN_BEFORE ? 'near' : 'quiet';
}

const LEVEL_CLASS = {
  quiet: 'text-muted',
  near: 'font-semibold text-fg',
  full: 'font-bold text-danger',
} as const;

export function CharCounter({ length, max, className, id, testId }: CharCounterProps) {
  return (
    <p
      id={id}
      data-testid={testId}
      data-level={counterLevel(length, max)}
      className={cn(className, LEVEL_CLASS[counterLevel(length, max)])}
    >
      {length}/{max}
    </p>
  );
}
