import { describe, expect, it } from 'vitest';
import {
  clickTarget,
  notificationFromPush,
  serviceWorkerSource,
  strategyFor,
} from './service-worker';
import { PUBLIC_SHELL_FILES, shellFiles } from './vite-plugin';

const ORIGIN = 'https://hearsay.example';

describe('strategyFor (what the service worker does with a request)', () => {
  it('never caches API answers, whatever the mode', () => {
    expect(strategyFor(`${ORIGIN}/api/auth/me`, 'cors', 'GET', ORIGIN)).toBe('network-only');
    expect(strategyFor(`${ORIGIN}/api/requests?sort=RECENT`, 'same-origin', 'GET', ORIGIN)).toBe(
      'network-only',
    );
    expect(strategyFor(`${ORIGIN}/api`, 'navigate', 'GET', ORIGIN)).toBe('network-only');
    expect(strategyFor(`${ORIGIN}/api/saved`, 'navigate', 'GET', ORIGIN)).toBe('network-only');
  });

  it('leaves writes and other origins alone', () => {
    expect(strategyFor(`${ORIGIN}/assets/index-abc.js`, 'no-cors', 'POST', ORIGIN)).toBe(
      'network-only',
    );
    expect(strategyFor('https://i.ytimg.com/vi/x/mqdefault.jpg', 'no-cors', 'GET', ORIGIN)).toBe(
      'network-only',
    );
  });

  it('sends page navigations to the network with the offline fallback', () => {
    expect(strategyFor(`${ORIGIN}/`, 'navigate', 'GET', ORIGIN)).toBe('navigation');
    expect(strategyFor(`${ORIGIN}/requests/42`, 'navigate', 'GET', ORIGIN)).toBe('navigation');
  });

  it('serves hashed assets and the shell files cache-first, nothing else', () => {
    expect(strategyFor(`${ORIGIN}/assets/feed-page-Bibz1xYI.js`, 'cors', 'GET', ORIGIN)).toBe(
      'cache-first',
    );
    for (const file of PUBLIC_SHELL_FILES)
      expect(strategyFor(`${ORIGIN}${file}`, 'no-cors', 'GET', ORIGIN)).toBe('cache-first');
    expect(strategyFor(`${ORIGIN}/sw.js`, 'same-origin', 'GET', ORIGIN)).toBe('network-only');
    expect(strategyFor(`${ORIGIN}/profile-pictures/abc.webp`, 'no-cors', 'GET', ORIGIN)).toBe(
      'network-only',
    );
  });
});

describe('serviceWorkerSource', () => {
  it('is valid JavaScript naming its cache and precache list', () => {
    const source = serviceWorkerSource('abc123', ['/assets/index-x.js', '/offline.html']);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain("const CACHE = 'hearsay-shell-abc123'");
    expect(source).toContain('["/assets/index-x.js","/offline.html"]');
  });
});

describe('shellFiles', () => {
  it('is the entry chunk, its static imports (transitively) and the CSS, not lazy chunks', () => {
    const bundle = {
      'assets/index-1.js': {
        type: 'chunk' as const,
        fileName: 'assets/index-1.js',
        isEntry: true,
        imports: ['assets/react-2.js'],
      },
      'assets/react-2.js': {
        type: 'chunk' as const,
        fileName: 'assets/react-2.js',
        imports: ['assets/jsx-3.js'],
      },
      'assets/jsx-3.js': { type: 'chunk' as const, fileName: 'assets/jsx-3.js' },
      'assets/feed-page-4.js': {
        type: 'chunk' as const,
        fileName: 'assets/feed-page-4.js',
        imports: ['assets/react-2.js'],
      },
      'assets/index-5.css': { type: 'asset' as const, fileName: 'assets/index-5.css' },
    };
    expect(shellFiles(bundle)).toEqual([
      '/assets/index-1.js',
      '/assets/index-5.css',
      '/assets/jsx-3.js',
      '/assets/react-2.js',
    ]);
  });
});

describe('push notifications', () => {
  it('shows the pushed words and keeps the link to a path of our origin', () => {
    const shown = notificationFromPush(
      JSON.stringify({
        title: 'Ana answered your request',
        body: 'Songs for rain',
        url: '/requests/4',
        tag: 't-4',
      }),
    );
    expect(shown).toEqual({
      title: 'Ana answered your request',
      options: {
        body: 'Songs for rain',
        tag: 't-4',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: '/requests/4' },
      },
    });
    expect(
      notificationFromPush(JSON.stringify({ title: 'x', url: 'https://evil.example/' })).options
        .data.url,
    ).toBe('/');
    expect(
      notificationFromPush(JSON.stringify({ title: 'x', url: '//evil.example/' })).options.data.url,
    ).toBe('/');
    expect(notificationFromPush('not json')).toMatchObject({
      title: 'Hearsay',
      options: { body: '', data: { url: '/' } },
    });
    expect(notificationFromPush(null).title).toBe('Hearsay');
  });

  it('focuses the tab already on the page, else navigates the first tab, else opens one', () => {
    const tabs = [`${ORIGIN}/`, `${ORIGIN}/requests/4`];
    expect(clickTarget(tabs, '/requests/4', ORIGIN)).toEqual({ index: 1, navigate: false });
    expect(clickTarget(tabs, '/requests/5#response-9', ORIGIN)).toEqual({
      index: 0,
      navigate: true,
    });
    expect(clickTarget([], '/requests/5', ORIGIN)).toBeNull();
  });

  it('handles push and notificationclick in the written worker', () => {
    const source = serviceWorkerSource('abc', []);
    expect(source).toContain("addEventListener('push'");
    expect(source).toContain("addEventListener('notificationclick'");
    expect(source).toContain('function notificationFromPush');
  });
});
