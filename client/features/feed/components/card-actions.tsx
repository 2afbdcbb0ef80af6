/**
 * What a member does from a feed card without opening it (decision 050): upvote the request, with
 * the request page's mutation, query keys and optimistic count (upvotes feature), so the card and
 * the page agree. The mutation's code loads on the first press (or hover, or focus), outside the
 * feed's first paint. A visitor whose session ended is sent to sign-in, coming back to this page.
 */
import { useLocation, useNavigate } from 'react-router';
import type { RequestItem } from '@common/schemas';
import { RequestUpvoteReaction } from '../../../components/ui/reaction-button';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';

const loadUpvotes = () => import('../../upvotes');

/** Sends a signed-out visitor to /login, back to where they were afterwards (as the route guards do). */
function useSignInFirst() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (act: (userId: number) => void) => {
    if (user) act(user.id);
    else navigate('/login', { state: { from: location.pathname + location.search } });
  };
}

/** The card's upvote toggle: pressed when the viewer upvoted, named with the count. */
export function CardUpvoteButton({ request }: { request: RequestItem }) {
  const queryClient = useQueryClient();
  const signInFirst = useSignInFirst();
  return (
    <RequestUpvoteReaction
      request={request}
      testId="card-upvote"
      onWarm={() => void loadUpvotes()}
      onClick={() =>
        signInFirst(
          (userId) =>
            void loadUpvotes().then(({ upvoteRequestNow }) =>
              upvoteRequestNow(queryClient, userId, request.id, !request.viewer?.upvoted),
            ),
        )
      }
    />
  );
}
