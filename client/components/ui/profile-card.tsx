/**
 * A card of the /profile page (account, notifications, blocked members…): a bordered section named
 * by its heading, and the loading and failed states of a card whose content comes from one query.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

export interface ProfileCardProps {
  /** The heading's id, which names the section (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  /** Extra classes of the heading, e.g. its bottom margin. */
  titleClassName?: string;
  children: ReactNode;
}

/** The section with its `title` heading, then `children`. */
export function ProfileCard({ headingId, title, titleClassName, children }: ProfileCardProps) {
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-surface p-6">
      <h2 id={headingId} className={cn('text-lg font-bold', titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card's query: a spinner while it is pending, `errorMessage` with "Try again" when it failed, else `children(data)`. */
export function ProfileCardQuery<T>({
  query,
  errorMessage,
  children,
}: {
  query: UseQueryResult<T>;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="mt-3 flex justify-center">
        <Spinner />
      </div>
    );
  }
  if (query.isError)
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
