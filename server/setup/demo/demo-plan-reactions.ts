/**
 * The demo planner's reaction phases: upvotes, saves, plays and feedback, each timed after what it
 * reacts to. Like the posting phases, they draw from the shared seeded stream in a fixed order.
 */
import type {
  PlanContext,
  PlannedFeedback,
  PlannedReaction,
  PlannedRequest,
  PlannedResponse,
} from './demo-plan-types';
import { FEEDBACK } from './demo-words';

/**
 * For each of `targetCount` targets, `perTarget(t)` distinct members other than `exclude(t)`
 * (capped at the members there are), each reacting at a random time between `since(t)` and now.
 */
function react(
  ctx: PlanContext,
  targetCount: number,
  since: (t: number) => number,
  perTarget: (t: number) => number,
  exclude: (t: number) => number,
): PlannedReaction[] {
  const out: PlannedReaction[] = [];
  for (let target = 0; target < targetCount; target++) {
    const who = new Set<number>();
    const n = Math.min(perTarget(target), ctx.memberCount - 1);
    while (who.size < n) {
      const member = ctx.int(ctx.memberCount);
      if (member !== exclude(target)) who.add(member);
    }
    for (const member of who)
      out.push({
        member,
        target,
        createdAt: new Date(since(target) + Math.floor(ctx.random() * (ctx.now - since(target)))),
      });
  }
  return out;
}

/**
 * Request upvotes (0–11 each, skewed low), answer upvotes (0–6), saves (about a third of answers
 * saved by 1–3 members) and plays (0–7 per answer by anyone, repeats allowed: a play is an event,
 * not a state).
 */
export function planReactions(
  ctx: PlanContext,
  requests: PlannedRequest[],
  responses: PlannedResponse[],
): {
  requestUpvotes: PlannedReaction[];
  responseUpvotes: PlannedReaction[];
  saves: PlannedReaction[];
  plays: PlannedReaction[];
} {
  const { int, random, now } = ctx;
  const requestUpvotes = react(
    ctx,
    requests.length,
    (t) => requests[t]!.createdAt.getTime(),
    () => Math.floor(Math.pow(random(), 2) * 12),
    (t) => requests[t]!.author,
  );
  const responseAt = (t: number) => responses[t]!.createdAt.getTime();
  const responseAuthor = (t: number) => responses[t]!.author;
  const responseUpvotes = react(
    ctx,
    responses.length,
    responseAt,
    () => Math.floor(Math.pow(random(), 3) * 7),
    responseAuthor,
  );
  const saves = react(
    ctx,
    responses.length,
    responseAt,
    () => (random() < 0.35 ? 1 + int(3) : 0),
    responseAuthor,
  );
  const plays: PlannedReaction[] = responses.flatMap((r, target) =>
    Array.from({ length: int(8) }, () => ({
      member: int(ctx.memberCount),
      target,
      createdAt: new Date(
        r.createdAt.getTime() + Math.floor(random() * (now - r.createdAt.getTime())),
      ),
    })),
  );
  return { requestUpvotes, responseUpvotes, saves, plays };
}

/** The fixed feedback items, each from a random member at a random time in the period. */
export function planFeedback(ctx: PlanContext): PlannedFeedback[] {
  return FEEDBACK.map((f) => ({
    ...f,
    member: ctx.int(ctx.memberCount),
    createdAt: new Date(ctx.now - Math.floor(ctx.random() * ctx.span)),
  }));
}
