/**
 * What a member's writes make stale, said once: every mutation that creates a request or a
 * recommendation, upvotes or saves invalidates through these functions and the query-options
 * modules' keys, never through keys of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from './activity';
import { requestKeys } from './requests';
import { responseKeys } from './responses';
import { savedSongKeys } from './saved-songs';

/** A member's reaction: upvoting a request or a recommendation, or saving/unsaving one (`requestId` null when unknown, as on /saved). */
export type Reaction =
  | { kind: 'upvote-request'; requestId: number }
  | { kind: 'upvote-response'; requestId: number }
  | { kind: 'save'; requestId: number | null };

/** Keys to refetch at once (shown data the reaction changed) and keys only to mark stale (refetched when next shown). */
export interface StaleKeys {
  now: (readonly unknown[])[];
  later: (readonly unknown[])[];
}

/**
 * What a reaction of `userId` makes stale: a request upvote its request; a response upvote the
 * request's recommendations; a save those recommendations (every request's, when not known) now,
 * and the member's saved songs and activity (now when saved from /saved, else when next shown).
 */
export function staleAfterReaction(userId: number | null, reaction: Reaction): StaleKeys {
  const mine = userId === null ? [] : [savedSongKeys.byUser(userId), activityKeys.byUser(userId)];
  switch (reaction.kind) {
    case 'upvote-request':
      return { now: [requestKeys.detail(reaction.requestId)], later: [] };
    case 'upvote-response':
      return { now: [responseKeys.byRequest(reaction.requestId)], later: [] };
    case 'save':
      return reaction.requestId === null
        ? { now: [responseKeys.all, ...mine], later: [] }
        : { now: [responseKeys.byRequest(reaction.requestId)], later: mine };
  }
}

/**
 * Invalidates what `staleAfterReaction` names. `refetchNow: false` (another reaction of the same
 * request is still on its way) only marks the `now` keys stale too, so a burst refetches once.
 */
export function invalidateAfterReaction(
  queryClient: QueryClient,
  userId: number | null,
  reaction: Reaction,
  { refetchNow = true } = {},
) {
  const { now, later } = staleAfterReaction(userId, reaction);
  return Promise.all([
    ...now.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: refetchNow ? 'active' : 'none' }),
    ),
    ...later.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  ]);
}

/** After a new request: every request list and the author's activity (spec 000 §7 "lists are refreshed"). */
export function invalidateAfterNewRequest(queryClient: QueryClient, userId: number | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
    ...(userId === null
      ? []
      : [queryClient.invalidateQueries({ queryKey: activityKeys.byUser(userId) })]),
  ]);
}

/** After a new recommendation: the request's recommendations, the request, every request list and the author's activity. */
export function invalidateAfterNewResponse(
  queryClient: QueryClient,
  userId: number | null,
  requestId: number,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
    queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
    queryClient.invalidateQueries({ queryKey: requestKeys.lists }),
    ...(userId === null
      ? []
      : [queryClient.invalidateQueries({ queryKey: activityKeys.byUser(userId) })]),
  ]);
}

/** After a co-sign: the request's recommendations (counts, co-signs) and the co-signer's activity. */
export function invalidateAfterCosign(
  queryClient: QueryClient,
  userId: number | null,
  requestId: number,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: responseKeys.byRequest(requestId) }),
    ...(userId === null
      ? []
      : [queryClient.invalidateQueries({ queryKey: activityKeys.byUser(userId) })]),
  ]);
}
