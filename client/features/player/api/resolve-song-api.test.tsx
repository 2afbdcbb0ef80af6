// @vitest-environment jsdom
/**
 * Songs without a video are looked up by search, except songs with a preview (iTunes, decision 028):
 * those make no request (MSW fails any unhandled one) and are ready at once: the player plays the
 * preview.
 */
import '@testing-library/jest-dom/vitest';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { SongData } from '@common/schemas';
import { createQueryClient } from '../../../lib/query-client';
import { setupMswServer } from '../../../testing/msw';
import { useResolvedSongs } from './resolve-song-api';

const server = setupMswServer();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const PREVIEW: SongData = {
  id: 'itunes:1440650428',
  name: 'Nightcall',
  artist: 'Kavinsky',
  source: 'itunes',
  playable: false,
  previewUrl: 'https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/x/1440650428.m4a',
};
const CLASSIC: SongData = {
  id: 'cat-7',
  name: 'Hotel California',
  artist: 'Eagles',
  playable: false,
};

describe('useResolvedSongs', () => {
  it('looks up a song without a video, but never one with a preview', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/youtube/search', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query') ?? '');
        return HttpResponse.json([
          {
            id: 'EqPtz5qN7HM',
            videoId: 'EqPtz5qN7HM',
            name: 'Hotel California',
            artist: 'Eagles',
            playable: true,
          },
        ]);
      }),
    );
    const { result } = renderHook(() => useResolvedSongs([PREVIEW, CLASSIC]), { wrapper });
    await waitFor(() => expect(result.current[1]!.status).toBe('ready'));
    expect(result.current[1]!.song.videoId).toBe('EqPtz5qN7HM');
    expect(result.current[0]).toEqual({ status: 'ready', song: PREVIEW });
    expect(queries).toEqual(['Hotel California Eagles']);
  });
});
