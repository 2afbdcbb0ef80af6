/** "Recommended by you" or "Recommended by {name}" linking to their profile (spec 000 §2: own name is not a link). */
import { Link } from 'react-router';
import type { PublicUser } from '@common/schemas';
import { t } from '../../lib/i18n';
import { tParts } from '../../lib/i18n-parts';

export function RecommendedBy({
  responder,
  viewerId,
}: {
  responder: Pick<PublicUser, 'id' | 'slug' | 'displayName'>;
  viewerId: number | undefined;
}) {
  return (
    <p className="mt-0.5 line-clamp-2 text-xs break-words text-muted">
      {responder.id === viewerId
        ? tParts('ui.recommendedByYou', {
            you: <span className="font-semibold text-fg">{t('ui.you')}</span>,
          })
        : tParts('ui.recommendedBy', {
            name: (
              <Link
                dir="auto"
                to={`/profile/${responder.slug}`}
                className="font-semibold text-fg underline-offset-2 hover:underline"
              >
                {responder.displayName}
              </Link>
            ),
          })}
    </p>
  );
}
