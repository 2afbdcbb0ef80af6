/**
 * The Top order's state in the URL (decision 050): `?sort=top` with `&window=day|week|month|all`
 * (the week when absent, so the default stays out of the URL). The spec's sorts keep their stored
 * preference (feed-preferences.ts); Top is a view one links to, so it lives in the address.
 */
import { DEFAULT_TOP_WINDOW, TOP_WINDOWS, type TopWindow } from '@common/constants';
import { withSearchParam } from '../../../lib/search-params';

/** Whether the URL asks for Top, and in which window (an unknown window reads as the default). Pure. */
export function readTopSort(params: URLSearchParams): { top: boolean; window: TopWindow } {
  const value = params.get('window');
  const window = TOP_WINDOWS.find((w) => w === value) ?? DEFAULT_TOP_WINDOW;
  return { top: params.get('sort') === 'top', window };
}

/** The URL parameters with Top on in `window`, or with Top and its window removed. Pure. */
export function withTopSort(params: URLSearchParams, window: TopWindow | null): URLSearchParams {
  const sorted = withSearchParam(params, 'sort', window === null ? null : 'top');
  return withSearchParam(
    sorted,
    'window',
    window === null || window === DEFAULT_TOP_WINDOW ? null : window,
  );
}
