/**
 * A member's display name with their stable handle `@slug` beside it: two members may
 * share a display name, the handle tells them apart. The handle gives way first when space is short.
 */
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export interface MemberNameProps {
  user: { displayName: string; slug?: string | null };
  className?: string;
  /** Classes for the name itself (weight, colour). */
  nameClassName?: string;
}

export function MemberName({ user, className, nameClassName = 'font-semibold' }: MemberNameProps) {
  return (
    <span className={cn('inline-flex min-w-0 items-baseline gap-1', className)}>
      <span dir="auto" className={cn('min-w-0 shrink truncate', nameClassName)}>
        {user.displayName}
      </span>
      {user.slug && (
        <span
          className="min-w-0 shrink-[100] truncate text-xs font-normal text-muted"
          data-testid="member-handle"
        >
          @{user.slug}
        </span>
      )}
    </span>
  );
}

/**
 * A member's name as a link to their public profile, or plain text when it is the viewer
 * (`isSelf`); then their @handle, outside the link so the link's name stays the display name.
 */
export function MemberProfileName({
  user,
  isSelf,
}: {
  user: { displayName: string; slug: string };
  isSelf: boolean;
}) {
  return (
    <span className="inline-flex min-w-0 items-baseline gap-1">
      {isSelf ? (
        <span dir="auto" className="min-w-0 truncate font-semibold">
          {user.displayName}
        </span>
      ) : (
        <Link
          dir="auto"
          to={`/profile/${user.slug}`}
          className="min-w-0 truncate font-semibold underline-offset-2 hover:underline"
        >
          {user.displayName}
        </Link>
      )}
      {user.slug && (
        <span
          className="min-w-0 shrink-[100] truncate text-xs text-muted"
          data-testid="member-handle"
        >
          @{user.slug}
        </span>
      )}
    </span>
  );
}
