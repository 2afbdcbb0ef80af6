/** A pill button for one genre in the picker: a toggle in category panels, an "add" in search results. */
import { Check, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface GenreOptionButtonProps {
  name: string;
  /** Toggle state; omit for search results, whose genres are never selected (spec 000 §5). */
  pressed?: boolean;
  /** True once 10 genres are chosen and this one is not among them (spec 000 §4). */
  disabled?: boolean;
  onClick: () => void;
}

export function GenreOptionButton({ name, pressed, disabled, onClick }: GenreOptionButtonProps) {
  const Icon = pressed ? Check : Plus;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border px-3 py-1.5 text-start text-sm font-medium transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50',
        pressed
          ? 'border-accent bg-accent text-accent-fg hover:bg-accent-hover'
          : 'border-line bg-surface text-fg enabled:hover:bg-surface-2',
      )}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{name}</span>
    </button>
  );
}
