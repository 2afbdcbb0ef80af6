/**
 * The recommended song inside an activity entry: thumbnail with its play/stop button, title,
 * artist, who recommended it (unless `hideResponder`) and their comment in quotes.
 */
import type { ResponseSummary } from '@common/schemas';
import { RecommendedSong } from '../../player';

export function ActivitySong({
  response,
  viewerId,
  hideResponder = false,
}: {
  response: ResponseSummary;
  viewerId: number;
  hideResponder?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <RecommendedSong
        response={response}
        viewerId={viewerId}
        hideResponder={hideResponder}
        quoteComment
      />
    </div>
  );
}
