/**
 * Product analytics (spec 000 §7 "Analytics": the events "login" and "onboarding_genres_completed",
 * plus page-path tracking). The spec's third-party service is not described, so this is the port
 * with an offline default: events stay in the browser, kept in memory (last 100) and dispatched as
 * a `hearsay:analytics` DOM event that a real adapter (or a test) can listen to. Nothing is sent.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export type AnalyticsEventName = 'login' | 'onboarding_genres_completed' | 'page_view';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  props: Record<string, string | number | boolean>;
  at: number;
}

const MAX_EVENTS = 100;
const recent: AnalyticsEvent[] = [];

/** Records an event. Never throws: analytics must not break a user action. */
export function track(name: AnalyticsEventName, props: AnalyticsEvent['props'] = {}): void {
  const event: AnalyticsEvent = { name, props, at: Date.now() };
  recent.push(event);
  if (recent.length > MAX_EVENTS) recent.shift();
  try {
    window.dispatchEvent(new CustomEvent<AnalyticsEvent>('hearsay:analytics', { detail: event }));
  } catch {
    // No DOM (tests without jsdom): the in-memory record is enough.
  }
}

/** The last events, oldest first. */
export function recentAnalyticsEvents(): readonly AnalyticsEvent[] {
  return recent;
}

/** Tracks every route change as a page_view with its path (no query string, which may hold searches). */
export function usePageTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => track('page_view', { path: pathname }), [pathname]);
}
