/**
 * The RECENT feed's "new since your last visit" divider (decision 050): where it goes in the
 * list, and the mark to record when the member leaves. The mark is the member's, on the server,
 * so it follows them to every device; page 1 of RECENT brings it.
 */

/**
 * The index of the first request asked at or before `lastVisitAt`, where the divider goes; null
 * when there is no divider: no earlier visit, nothing new above it, or no seen request loaded yet.
 * Pure.
 */
export function newSinceIndex(
  requests: readonly { createdAt: string }[],
  lastVisitAt: string | null | undefined,
): number | null {
  if (!lastVisitAt) return null;
  const mark = Date.parse(lastVisitAt);
  const index = requests.findIndex((r) => Date.parse(r.createdAt) <= mark);
  return index > 0 ? index : null;
}
