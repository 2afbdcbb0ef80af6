/**
 * The "People" part of the feed's search (decision 045): members whose display name or handle
 * starts with the words typed (two characters at least), 20 at a time with "More people", each a
 * link to their profile. Hidden while nothing matches.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { MEMBER_PREFIX_MIN } from '@common/handle-rules';
import { FEED_SEARCH_DEBOUNCE_MS } from '@common/constants';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { memberSearchQuery } from '../../../lib/queries/members';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { t } from '../../../lib/i18n';

export function PeopleResults({ text }: { text: string }) {
  const headingId = useId();
  const term = useDebouncedValue(text.trim(), FEED_SEARCH_DEBOUNCE_MS);
  const people = useInfiniteQuery({
    ...memberSearchQuery(term),
    enabled: [...term].length >= MEMBER_PREFIX_MIN,
  });
  const members = people.data?.pages.flatMap((page) => page.data) ?? [];
  if ([...term].length < MEMBER_PREFIX_MIN || members.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-xs font-bold tracking-wide text-muted uppercase">
        {t('feed.people')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {members.map((member) => (
          <li key={member.id}>
            <Link
              to={`/profile/${member.slug}`}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-surface py-1 ps-1 pe-3 text-sm hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Avatar user={member} size="xs" />
              <span className="font-semibold">{member.displayName}</span>
              <span className="text-muted">@{member.slug}</span>
            </Link>
          </li>
        ))}
      </ul>
      {people.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void people.fetchNextPage()}
          disabled={people.isFetchingNextPage}
        >
          {people.isFetchingNextPage ? t('feed.list.loading') : t('feed.people.more')}
        </Button>
      )}
    </section>
  );
}
