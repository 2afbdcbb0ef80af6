// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { recentAnalyticsEvents, track, type AnalyticsEvent } from './analytics';

describe('analytics (offline adapter)', () => {
  it('records events and dispatches them as DOM events', () => {
    const seen: AnalyticsEvent[] = [];
    window.addEventListener('hearsay:analytics', (e) =>
      seen.push((e as CustomEvent<AnalyticsEvent>).detail),
    );
    track('login');
    track('onboarding_genres_completed', { genres: 3 });
    expect(seen.map((e) => e.name)).toEqual(['login', 'onboarding_genres_completed']);
    expect(recentAnalyticsEvents().at(-1)).toMatchObject({
      name: 'onboarding_genres_completed',
      props: { genres: 3 },
    });
  });

  it('keeps only the last 100 events', () => {
    for (let i = 0; i < 150; i++) track('page_view', { path: `/p${i}` });
    expect(recentAnalyticsEvents()).toHaveLength(100);
    expect(recentAnalyticsEvents()[0]!.props.path).toBe('/p50');
  });
});
