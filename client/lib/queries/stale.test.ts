/** What a save or an upvote makes stale (client/lib/queries/stale.ts), and that invalidation goes through the same keys the queries use. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { activityQuery } from './activity';
import { requestQuery } from './requests';
import { responsesQuery } from './responses';
import { savedSongsQuery } from './saved-songs';
import { invalidateAfterReaction, staleAfterReaction } from './stale';

describe('staleAfterReaction', () => {
  it('a request upvote makes its request stale; a response upvote its recommendations', () => {
    expect(staleAfterReaction(7, { kind: 'upvote-request', requestId: 42 })).toEqual({
      now: [requestQuery(42).queryKey],
      later: [],
    });
    expect(staleAfterReaction(7, { kind: 'upvote-response', requestId: 42 })).toEqual({
      now: [responsesQuery(42).queryKey],
      later: [],
    });
  });

  it('a save makes the recommendations stale now, and the member’s saved songs and activity when next shown', () => {
    const { now, later } = staleAfterReaction(7, { kind: 'save', requestId: 42 });
    expect(now).toEqual([responsesQuery(42).queryKey]);
    expect(later).toEqual([savedSongsQuery(7).queryKey, [activityQuery(7, 'all').queryKey[0]]]);
  });

  it('a save from /saved (request unknown) refreshes every request’s recommendations and the member’s lists', async () => {
    const client = new QueryClient();
    for (const options of [
      responsesQuery(1),
      responsesQuery(2),
      savedSongsQuery(7),
      savedSongsQuery(8),
      requestQuery(1),
    ])
      client.setQueryData(options.queryKey, [] as never);
    await invalidateAfterReaction(client, 7, { kind: 'save', requestId: null });
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey);
    expect(stale).toEqual(
      expect.arrayContaining([
        responsesQuery(1).queryKey,
        responsesQuery(2).queryKey,
        savedSongsQuery(7).queryKey,
      ]),
    );
    expect(client.getQueryState(savedSongsQuery(8).queryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(requestQuery(1).queryKey)?.isInvalidated).toBe(false);
  });
});
