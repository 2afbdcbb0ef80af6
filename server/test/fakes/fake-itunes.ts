/**
 * A local fake of the iTunes Search API on loopback, speaking its documented JSON
 * (`{ resultCount, results: [{ wrapperType, kind, trackId, trackName, artistName, collectionName,
 * trackTimeMillis, artworkUrl100, previewUrl, trackViewUrl, … }] }`) for integration and e2e tests:
 *
 * - GET /search?term=&entity=song&limit=: tracks whose "artist title" contains every word of `term`
 *   (case-insensitive), at most `limit`.
 * - GET /lookup?id=: the track with that trackId (resultCount 0 when unknown).
 * - With `servePreviews`, each `previewUrl` points at this server instead of Apple's host, and
 *   GET /preview/<trackId>.wav answers a 30-second silent WAV, so a browser can really play it
 *   (the app must then allow the fake's origin: PREVIEW_AUDIO_ORIGIN, decision 029).
 * - State the test changes: `down` (every call answers 503), `delayMs` (answers after a pause),
 *   `calls` (every request seen, for counting).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeITunesTrack {
  trackId: number;
  trackName: string;
  artistName: string;
  collectionName: string;
  trackTimeMillis: number;
}

/** Songs the default catalogue does not hold (checked by the tests that use them). */
export const FAKE_ITUNES_TRACKS: FakeITunesTrack[] = [
  {
    trackId: 1097861387,
    trackName: 'Paranoid Android',
    artistName: 'Radiohead',
    collectionName: 'OK Computer',
    trackTimeMillis: 387_000,
  },
  {
    trackId: 1440650428,
    trackName: 'Nightcall',
    artistName: 'Kavinsky',
    collectionName: 'OutRun',
    trackTimeMillis: 258_000,
  },
  {
    trackId: 1452361547,
    trackName: 'Ace of Spades',
    artistName: 'Motörhead',
    collectionName: 'Ace of Spades',
    trackTimeMillis: 169_000,
  },
  {
    trackId: 1440841363,
    trackName: 'Tití Me Preguntó',
    artistName: 'Bad Bunny',
    collectionName: 'Un Verano Sin Ti',
    trackTimeMillis: 243_000,
  },
];

/**
 * One track as iTunes answers it (documented keys; URLs on Apple's real hosts, never fetched by
 * tests), or with `previewBase` a preview URL on the fake itself.
 */
export function itunesResult(t: FakeITunesTrack, previewBase?: string) {
  const slug = t.trackName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    wrapperType: 'track',
    kind: 'song',
    artistId: t.trackId + 1,
    collectionId: t.trackId + 2,
    trackId: t.trackId,
    artistName: t.artistName,
    collectionName: t.collectionName,
    trackName: t.trackName,
    collectionCensoredName: t.collectionName,
    trackCensoredName: t.trackName,
    artistViewUrl: `https://music.apple.com/us/artist/${t.trackId + 1}?uo=4`,
    collectionViewUrl: `https://music.apple.com/us/album/${slug}/${t.trackId + 2}?i=${t.trackId}&uo=4`,
    trackViewUrl: `https://music.apple.com/us/album/${slug}/${t.trackId + 2}?i=${t.trackId}&uo=4`,
    previewUrl: previewBase
      ? `${previewBase}preview/${t.trackId}.wav`
      : `https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/fake/${t.trackId}.plus.aac.p.m4a`,
    artworkUrl30: `https://is1-ssl.mzstatic.com/image/thumb/Music/fake/${t.trackId}/30x30bb.jpg`,
    artworkUrl60: `https://is1-ssl.mzstatic.com/image/thumb/Music/fake/${t.trackId}/60x60bb.jpg`,
    artworkUrl100: `https://is1-ssl.mzstatic.com/image/thumb/Music/fake/${t.trackId}/100x100bb.jpg`,
    collectionPrice: 9.99,
    trackPrice: 1.29,
    releaseDate: '1997-05-21T07:00:00Z',
    collectionExplicitness: 'notExplicit',
    trackExplicitness: 'notExplicit',
    discCount: 1,
    discNumber: 1,
    trackCount: 12,
    trackNumber: 2,
    trackTimeMillis: t.trackTimeMillis,
    country: 'USA',
    currency: 'USD',
    primaryGenreName: 'Alternative',
    isStreamable: true,
  };
}

export interface FakeITunes {
  /** Base URL to use as ITUNES_BASE_URL (ends with /). */
  url: string;
  /** Every request path with its query, in order. */
  calls: URL[];
  /** When true, every call answers 503 (a service that is down). */
  down: boolean;
  /** Pause before answering, in ms. */
  delayMs: number;
  tracks: FakeITunesTrack[];
  close(): Promise<void>;
}

/** A silent mono 8-bit WAV of `seconds` at 8 kHz (about 8 KB a second): a preview a browser can play. */
export function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  // 8-bit PCM is unsigned: 128 is silence.
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Starts the fake on 127.0.0.1 with a free port. */
export async function startFakeITunes(
  tracks: FakeITunesTrack[] = FAKE_ITUNES_TRACKS,
  options: { servePreviews?: boolean } = {},
): Promise<FakeITunes> {
  const state: Omit<FakeITunes, 'url' | 'close'> = { calls: [], down: false, delayMs: 0, tracks };
  let previewBase: string | undefined;
  let wav: Buffer | null = null;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.calls.push(url);
    const answer = () => {
      if (state.down) return send(res, 503, { errorMessage: 'Service Unavailable' });
      if (url.pathname === '/search') {
        const words = fold(url.searchParams.get('term') ?? '')
          .split(/\s+/)
          .filter(Boolean);
        const limit = Number(url.searchParams.get('limit') ?? 50);
        const found = state.tracks
          .filter(
            (t) =>
              words.length > 0 &&
              words.every((w) => fold(`${t.artistName} ${t.trackName}`).includes(w)),
          )
          .slice(0, limit);
        return send(res, 200, {
          resultCount: found.length,
          results: found.map((t) => itunesResult(t, previewBase)),
        });
      }
      if (url.pathname === '/lookup') {
        const found = state.tracks.filter((t) => String(t.trackId) === url.searchParams.get('id'));
        return send(res, 200, {
          resultCount: found.length,
          results: found.map((t) => itunesResult(t, previewBase)),
        });
      }
      if (previewBase && /^\/preview\/\d+\.wav$/.test(url.pathname)) {
        wav ??= silentWav(30);
        res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': wav.length });
        return res.end(wav);
      }
      return send(res, 400, { errorMessage: 'Invalid value(s) for key(s): [resourceType]' });
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  if (options.servePreviews) previewBase = `http://127.0.0.1:${port}/`;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
