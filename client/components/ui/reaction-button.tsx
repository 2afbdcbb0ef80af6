/**
 * A pill toggle showing an icon and a count (upvote, save). `aria-pressed` carries the state; the
 * accessible name is `name`, the label with the count and its noun ("Upvote recommendation, 3
 * upvotes"), so the visible number is part of the name; `label` is the hover title.
 */
import { ArrowBigUp, type LucideIcon } from 'lucide-react';
import type { RequestItem } from '@common/schemas';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export interface ReactionButtonProps {
  icon: LucideIcon;
  /** What pressing does, e.g. "Upvote request". */
  label: string;
  pressed: boolean;
  count: number;
  /** The whole accessible name: the label with the count, in the language's plural forms. */
  name: string;
  onClick: () => void;
  /** Hover or focus: a control whose code loads on use starts loading it. */
  onWarm?: () => void;
  testId?: string;
}

export function ReactionButton({
  icon: Icon,
  label,
  pressed,
  count,
  onClick,
  testId,
  name,
  onWarm,
}: ReactionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={name}
      title={label}
      data-testid={testId}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      onClick={(event) => {
        // Cards around these buttons may be clickable themselves.
        event.stopPropagation();
        onClick();
      }}
      className={cn(
        'inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors',
        pressed
          ? 'border-accent bg-accent-soft text-accent-soft-fg'
          : 'border-line bg-surface text-fg hover:bg-surface-2',
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" fill={pressed ? 'currentColor' : 'none'} />
      <span>{count}</span>
    </button>
  );
}

/**
 * A request's upvote toggle: pressed when the viewer upvoted, named with the count. The caller
 * decides what a press does (the feed card loads the mutation on first use; the request page has it).
 */
export function RequestUpvoteReaction({
  request,
  ...actions
}: {
  request: Pick<RequestItem, 'upvotes' | 'viewer'>;
} & Pick<ReactionButtonProps, 'onClick' | 'onWarm' | 'testId'>) {
  return (
    <ReactionButton
      icon={ArrowBigUp}
      label={t('card.upvote')}
      name={t('card.upvoteCount', { count: request.upvotes })}
      pressed={request.viewer?.upvoted ?? false}
      count={request.upvotes}
      {...actions}
    />
  );
}
