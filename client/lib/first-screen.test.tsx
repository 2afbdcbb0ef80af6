// @vitest-environment jsdom
/**
 * What the server's first screen and the browser's hydration agree on (lib/first-screen.ts), and
 * the lazy pages that render without a fallback once loaded (lib/lazy-named.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@common/api-routes';
import { setupMswServer } from '../testing/msw';
import { createQueryClient } from './query-client';
import {
  firstScreen,
  markFirstScreenData,
  mirrorPrefsCookie,
  readFirstScreenState,
} from './first-screen';
import { FIRST_SCREEN_STATE_ID } from '@common/first-screen';
import { lazyNamed } from './lazy-named';
import { writeStored } from './feed-sort';

const server = setupMswServer();
const rendered = firstScreen.rendered;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'hearsay-prefs=; max-age=0; path=/';
});
afterEach(() => {
  firstScreen.rendered = rendered;
  document.body.innerHTML = '';
});

describe('the preference mirror', () => {
  it('writes the stored feed preferences and the theme into one cookie, and no viewport width', () => {
    document.documentElement.classList.add('dark');
    writeStored('hearsay-feed-sort', 'responses');
    const value = decodeURIComponent(/hearsay-prefs=([^;]*)/.exec(document.cookie)![1]!);
    expect(Object.fromEntries(new URLSearchParams(value))).toEqual({
      'hearsay-feed-sort': 'responses',
      theme: 'dark',
    });
    expect(localStorage.getItem('hearsay-feed-sort')).toBe('responses');
    document.documentElement.classList.remove('dark');
    mirrorPrefsCookie();
    expect(decodeURIComponent(document.cookie)).toContain('theme=light');
  });
});

describe('readFirstScreenState', () => {
  it('reads the state script, and null without one or when it is not valid', () => {
    expect(readFirstScreenState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{"queries":{"queries":[]},"rendered":{"theme":"dark"}}</script>`;
    expect(readFirstScreenState()).toEqual({
      queries: { queries: [] },
      rendered: { theme: 'dark' },
    });
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{not json</script>`;
    expect(readFirstScreenState()).toBeNull();
  });
});

/** A GET route whose answer carries a number to count calls by; the second test takes another route, as a key once marked as first-screen data stays marked. */
const COUNTED = apiPath('getNotificationsUnreadCount');

describe('first-screen data', () => {
  it('is not asked for again when its page mounts, but is once invalidated', async () => {
    let calls = 0;
    // Any contracted JSON route will do: the development check parses the answer with its schema.
    server.use(http.get(COUNTED, () => HttpResponse.json({ unread: ++calls })));
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery({ queryKey: [COUNTED] });
    markFirstScreenData(queryClient);
    function Things() {
      const { data } = useQuery<{ unread: number }>({ queryKey: [COUNTED] });
      return <p>things {data?.unread}</p>;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Things />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('things 1')).toBeDefined();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(calls).toBe(1);
    view.unmount();
    await queryClient.invalidateQueries({ queryKey: [COUNTED] });
    render(
      <QueryClientProvider client={queryClient}>
        <Things />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('things 2')).toBeDefined();
  });

  it('other data refetches on mount when stale, as before', async () => {
    let calls = 0;
    const stats = apiPath('getAdminDataStats');
    server.use(
      http.get(stats, () =>
        HttpResponse.json({
          totalUsers: ++calls,
          totalRequests: 0,
          totalResponses: 0,
          totalSaves: 0,
        }),
      ),
    );
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery({ queryKey: [stats] });
    function Others() {
      const { data } = useQuery<{ totalUsers: number }>({ queryKey: [stats] });
      return <p>others {data?.totalUsers}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Others />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('others 2')).toBeDefined();
  });
});

describe('lazyNamed', () => {
  it('renders behind the fallback until loaded, and at once after preload', async () => {
    const Page = lazyNamed(
      () => Promise.resolve({ Hello: ({ name }: { name: string }) => <p>hello {name}</p> }),
      'Hello',
    );
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>
    );
    expect(renderToString(tree)).toContain('loading');
    await Page.preload();
    expect(renderToString(tree)).toContain('hello <!-- -->Ada');
  });
});
