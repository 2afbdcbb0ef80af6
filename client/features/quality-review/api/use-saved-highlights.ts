/**
 * Flagged responses just saved (spec 001 §9): each stays on screen highlighted green, with its new
 * values, for 3 s, then leaves the list. Timers still pending are cleared on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import type { QualityReviewResult } from '@common/processing';

/** Spec 001 §9: green highlight after a save. */
const HIGHLIGHT_MS = 3_000;

/** The saved results by id, and `onSaved` to add one for HIGHLIGHT_MS. */
export function useSavedHighlights() {
  const [saved, setSaved] = useState<Map<number, QualityReviewResult>>(new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function onSaved(result: QualityReviewResult) {
    setSaved((m) => new Map(m).set(result.id, result));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setSaved((m) => {
        const next = new Map(m);
        next.delete(result.id);
        return next;
      });
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  }

  return { saved, onSaved };
}
