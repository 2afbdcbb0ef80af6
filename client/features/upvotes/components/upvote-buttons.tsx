/**
 * Upvote toggles for a request and for a response (spec 000 §2 "Request detail", §4 "Upvote"):
 * optimistic, rolled back on failure (only logged, spec 000 §8). Without a signed-in user they do
 * nothing (spec 000 §5).
 */
import { ArrowBigUp } from 'lucide-react';
import type { RequestItem, ResponseItem } from '@common/schemas';
import { useSession } from '../../auth';
import { useRequestUpvote, useResponseUpvote } from '../api/upvotes-api';
import { ReactionButton, RequestUpvoteReaction } from '../../../components/ui/reaction-button';
import { t } from '../../../lib/i18n';

/** Upvote button of a request, with its count. */
export function RequestUpvoteButton({ request }: { request: RequestItem }) {
  const { user } = useSession();
  const upvote = useRequestUpvote(request.id);
  return (
    <RequestUpvoteReaction
      request={request}
      testId="request-upvote"
      onClick={() => user && upvote.mutate({ upvoted: !request.viewer?.upvoted })}
    />
  );
}

/** Upvote button of a response, with its count. */
export function ResponseUpvoteButton({ response }: { response: ResponseItem }) {
  const { user } = useSession();
  const upvote = useResponseUpvote(response.requestId);
  const upvoted = response.viewer?.upvoted ?? false;
  return (
    <ReactionButton
      icon={ArrowBigUp}
      label={t('upvote.response')}
      name={t('upvote.responseCount', { count: response.upvotes })}
      pressed={upvoted}
      count={response.upvotes}
      testId="response-upvote"
      onClick={() => user && upvote.mutate({ responseId: response.id, upvoted: !upvoted })}
    />
  );
}
