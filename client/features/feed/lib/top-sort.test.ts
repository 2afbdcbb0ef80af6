import { describe, expect, it } from 'vitest';
import { readTopSort, withTopSort } from './top-sort';

describe('Top order in the URL', () => {
  it('reads ?sort=top and its window, the week by default and for an unknown window', () => {
    expect(readTopSort(new URLSearchParams('sort=top&window=day'))).toEqual({
      top: true,
      window: 'day',
    });
    expect(readTopSort(new URLSearchParams('sort=top'))).toEqual({ top: true, window: 'week' });
    expect(readTopSort(new URLSearchParams('sort=top&window=year')).window).toBe('week');
    expect(readTopSort(new URLSearchParams('tab=all')).top).toBe(false);
  });

  it('writes Top and a window other than the default, keeping other parameters', () => {
    const params = new URLSearchParams('q=jazz&unanswered=true');
    expect(withTopSort(params, 'month').toString()).toBe(
      'q=jazz&unanswered=true&sort=top&window=month',
    );
    expect(withTopSort(params, 'week').toString()).toBe('q=jazz&unanswered=true&sort=top');
    expect(withTopSort(new URLSearchParams('sort=top&window=day&q=a'), null).toString()).toBe(
      'q=a',
    );
  });
});
