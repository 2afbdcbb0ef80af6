/**
 * Spotify connection, tokens, search and plays through the real HTTP app, against a local fake of
 * Spotify Accounts and the Web API (server/test/fakes/fake-spotify.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { responsePlays, responses, spotifyAuthStates, users } from '../../db/schema/index';
import { fakeSpotifyEnv, startFakeSpotify, type FakeSpotify } from '../../test/fakes/fake-spotify';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { createTokenCipher } from './token-cipher';

let fake: FakeSpotify;
let ctx: TestContext;
const REDIRECT = 'http://localhost:80/spotify-callback';

beforeAll(async () => {
  fake = await startFakeSpotify();
  ctx = await createTestContext(fakeSpotifyEnv(fake), { seed: false });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  Object.assign(fake.control, {
    product: 'premium',
    accessTokenTtl: 3600,
    rotateRefresh: false,
    denyNext: false,
    failApi: false,
  });
  fake.withheldScopes.length = 0;
});

const inject = (
  who: SignedIn | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A new asker's text request answered with `song` by a new responder: the asker and the ids. */
async function answered(text: string, song: { id: string }, comment: string | null) {
  const asker = await signUp(ctx.app);
  const responder = await signUp(ctx.app);
  const requestId = (
    await inject(asker, 'POST', '/api/requests', { type: 'text', content: text })
  ).json().id as number;
  const resp = await inject(responder, 'POST', `/api/requests/${requestId}/responses`, {
    songId: song.id,
    songData: song,
    comment,
  });
  return { asker, requestId, id: resp.json().id as number };
}

/** Presses Connect and follows Spotify's redirect: the code and state the callback page would read. */
async function authorize(who: SignedIn): Promise<{ code: string; state: string }> {
  const res = await inject(who, 'POST', '/api/spotify/authorize', {});
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  expect(url.origin).toBe(fake.url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('scope')).toContain('streaming');
  expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  const back = await fetch(url, { redirect: 'manual' });
  const location = new URL(back.headers.get('location')!);
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

async function connect(who: SignedIn) {
  const { code, state } = await authorize(who);
  const res = await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
    code,
    redirectUri: REDIRECT,
    state,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rowOf(userId: number) {
  const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

const tokenGrants = () => fake.calls.filter((c) => c.path === '/api/token').map((c) => c.grantType);

// Two tests open a second app and database (seconds on PGlite, more on a busy machine): longer timeouts.
describe('Spotify when not configured', () => {
  it('says it is off and answers 404 on every other route', async () => {
    const off = await createTestContext({}, { seed: false });
    try {
      const who = await signUp(off.app);
      const config = await off.app.inject({ url: '/api/spotify/config' });
      expect(config.json()).toMatchObject({ enabled: false, clientId: null });
      for (const [method, url] of [
        ['POST', '/api/spotify/authorize'],
        ['GET', `/api/users/${who.user.id}/spotify-token`],
        ['DELETE', `/api/users/${who.user.id}/spotify`],
        ['GET', '/api/spotify/search?query=queen'],
        ['GET', '/api/spotify/tracks/4u7EnebtmKWzUH433cf5Qv'],
      ] as const) {
        const res = await off.app.inject({
          method,
          url,
          headers: { cookie: who.cookie },
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({
          error: 'spotify_disabled',
          message: 'Spotify is not enabled on this server.',
        });
      }
    } finally {
      await off.close();
    }
  }, 120_000);

  it('refuses to start with half a configuration or without a token key', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'x' })).toThrow(/SPOTIFY_CLIENT_SECRET/);
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'x', SPOTIFY_CLIENT_SECRET: 'y' })).toThrow(
      /SPOTIFY_TOKEN_KEY/,
    );
    expect(() =>
      loadConfig({
        SPOTIFY_CLIENT_ID: 'x',
        SPOTIFY_CLIENT_SECRET: 'y',
        SPOTIFY_TOKEN_KEY: 'short',
      }),
    ).toThrow(/32 bytes/);
  });
});

describe('connecting (authorization code + PKCE)', () => {
  it('publishes the client id and the SDK location, and lets the SDK through the CSP', async () => {
    const res = await inject(null, 'GET', '/api/spotify/config');
    expect(res.json()).toMatchObject({
      enabled: true,
      clientId: fake.clientId,
      sdkUrl: `${fake.url}/spotify-player.js`,
    });
    // Enforced by default; report-only only when CSP_REPORT_ONLY is set.
    const csp = String(
      res.headers['content-security-policy'] ?? res.headers['content-security-policy-report-only'],
    );
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://sdk.scdn.co');
    expect(directive('script-src')).toContain(fake.url);
    expect(directive('frame-src')).toContain('https://sdk.scdn.co');
    expect(directive('connect-src')).toContain('https://api.spotify.com');
    expect(directive('connect-src')).toContain(fake.url);
    expect(directive('img-src')).toContain('https://i.scdn.co');
  });

  it('connects, stores only ciphertext, and reports Premium', async () => {
    const who = await signUp(ctx.app);
    expect(await connect(who)).toEqual({
      connected: true,
      product: 'premium',
      premium: true,
      connectionLost: false,
    });
    const row = await rowOf(who.user.id);
    expect(row.spotifyConnected).toBe(true);
    const refresh = fake.liveRefreshTokens().at(-1)!;
    expect(row.spotifyRefreshToken).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row.spotifyRefreshToken).not.toContain(refresh);
    expect(row.spotifyAccessToken).not.toMatch(/^at-/);
    const cipher = createTokenCipher(ctx.config.SPOTIFY_TOKEN_KEY!);
    expect(cipher.decrypt(row.spotifyRefreshToken!, who.user.id)).toBe(refresh);
    // Bound to the row: another member's id does not open it.
    expect(cipher.decrypt(row.spotifyRefreshToken!, who.user.id + 1)).toBeNull();
    // The pending authorisation is gone.
    const states = await ctx.handle.db
      .select()
      .from(spotifyAuthStates)
      .where(eq(spotifyAuthStates.userId, who.user.id));
    expect(states).toEqual([]);
  });

  it('refuses a state that is unknown, replayed, from another session or member, or expired', async () => {
    const who = await signUp(ctx.app, 'State Tester');
    const { code } = await authorize(who);
    const wrong = await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
      code,
      redirectUri: REDIRECT,
      state: 'forged-state',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('spotify_state_mismatch');

    // Another session of the same member cannot finish this session's flow (and uses it up).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: 'secret-password' },
    });
    const other: SignedIn = {
      user: who.user,
      cookie: `hearsay_session=${login.cookies.find((c) => c.name === 'hearsay_session')!.value}`,
    };
    const a = await authorize(who);
    expect(
      (
        await inject(other, 'PATCH', `/api/users/${who.user.id}/spotify`, {
          ...a,
          redirectUri: REDIRECT,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
          ...a,
          redirectUri: REDIRECT,
        })
      ).statusCode,
    ).toBe(400);

    // Single use: the first exchange works, a replay of the same code and state is refused.
    const b = await authorize(who);
    expect(
      (
        await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
          ...b,
          redirectUri: REDIRECT,
        })
      ).statusCode,
    ).toBe(200);
    const exchanges = tokenGrants().filter((g) => g === 'authorization_code').length;
    const replay = await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
      ...b,
      redirectUri: REDIRECT,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('spotify_state_mismatch');
    expect(tokenGrants().filter((g) => g === 'authorization_code').length).toBe(exchanges);

    // Expired (older than 10 minutes).
    const c = await authorize(who);
    await ctx.handle.db
      .update(spotifyAuthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(spotifyAuthStates.userId, who.user.id));
    expect(
      (
        await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
          ...c,
          redirectUri: REDIRECT,
        })
      ).statusCode,
    ).toBe(400);

    // Another member cannot use it, and cannot act on someone else's connection.
    const mallory = await signUp(ctx.app);
    const d = await authorize(who);
    expect(
      (
        await inject(mallory, 'PATCH', `/api/users/${mallory.user.id}/spotify`, {
          ...d,
          redirectUri: REDIRECT,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(mallory, 'PATCH', `/api/users/${who.user.id}/spotify`, {
          ...d,
          redirectUri: REDIRECT,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('explains a missing code and a code Spotify rejects', async () => {
    const who = await signUp(ctx.app);
    const { state } = await authorize(who);
    const missing = await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
      code: '',
      redirectUri: REDIRECT,
      state,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No authorization code provided');
    const again = await authorize(who);
    const bad = await inject(who, 'PATCH', `/api/users/${who.user.id}/spotify`, {
      code: 'code-made-up',
      redirectUri: REDIRECT,
      state: again.state,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'spotify_code_rejected',
      message: 'Failed to connect to Spotify',
    });
    expect((await rowOf(who.user.id)).spotifyConnected).toBe(false);
  });

  it('refuses a redirect URI on another origin', async () => {
    const who = await signUp(ctx.app);
    const res = await inject(who, 'POST', '/api/spotify/authorize', {
      redirectUri: 'https://evil.example/spotify-callback',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_redirect_uri');
  });
});

describe('tokens', () => {
  it('gives the access token to its owner only, never the refresh token', async () => {
    const who = await signUp(ctx.app);
    await connect(who);
    const res = await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(res.json().accessToken).toMatch(/^at-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const other = await signUp(ctx.app);
    const refused = await inject(other, 'GET', `/api/users/${who.user.id}/spotify-token`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('at-');
    expect((await inject(null, 'GET', `/api/users/${who.user.id}/spotify-token`)).statusCode).toBe(
      401,
    );
  });

  it('refreshes on the server before expiry and keeps a rotated refresh token', async () => {
    const who = await signUp(ctx.app);
    fake.control.accessTokenTtl = 60; // inside the 5-minute margin: every use refreshes
    fake.control.rotateRefresh = true;
    await connect(who);
    const before = await rowOf(who.user.id);
    const refreshes = tokenGrants().filter((g) => g === 'refresh_token').length;
    const first = (await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`)).json()
      .accessToken;
    expect(tokenGrants().filter((g) => g === 'refresh_token').length).toBe(refreshes + 1);
    const after = await rowOf(who.user.id);
    expect(after.spotifyRefreshToken).not.toBe(before.spotifyRefreshToken);
    // The rotated token works for the next refresh; the fresh access token is accepted by the API.
    const second = (await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`)).json()
      .accessToken;
    expect(second).not.toBe(first);
    const me = await fetch(`${fake.url}/v1/me`, { headers: { authorization: `Bearer ${second}` } });
    expect(me.status).toBe(200);
  });

  it('does not refresh a token that is still valid', async () => {
    const who = await signUp(ctx.app);
    await connect(who);
    const refreshes = tokenGrants().filter((g) => g === 'refresh_token').length;
    await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`);
    await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`);
    expect(tokenGrants().filter((g) => g === 'refresh_token').length).toBe(refreshes);
  });

  it('disconnects and tells the member when Spotify revokes the grant', async () => {
    const who = await signUp(ctx.app);
    await connect(who);
    await ctx.handle.db
      .update(users)
      .set({ spotifyTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, who.user.id));
    fake.revokeAll();
    const res = await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('spotify_connection_lost');
    const status = (await inject(who, 'GET', `/api/users/${who.user.id}/spotify`)).json();
    expect(status).toEqual({
      connected: false,
      product: null,
      premium: false,
      connectionLost: true,
    });
    const row = await rowOf(who.user.id);
    expect([row.spotifyRefreshToken, row.spotifyAccessToken, row.spotifyTokenExpiry]).toEqual([
      null,
      null,
      null,
    ]);
    // Connecting again clears the notice.
    expect((await connect(who)).connectionLost).toBe(false);
  });

  it('reads tokens written with a previous key and re-encrypts them with the new one', async () => {
    const oldKey = ctx.config.SPOTIFY_TOKEN_KEY!;
    const newKey = Buffer.alloc(32, 9).toString('base64');
    const rotated = await createTestContext(
      { ...fakeSpotifyEnv(fake), SPOTIFY_TOKEN_KEY: newKey, SPOTIFY_TOKEN_KEY_PREVIOUS: oldKey },
      { seed: false },
    );
    try {
      const who = await signUp(rotated.app);
      // Written with the old key, as before the rotation.
      const old = createTokenCipher(oldKey);
      await rotated.handle.db
        .update(users)
        .set({
          spotifyConnected: true,
          spotifyRefreshToken: old.encrypt('rt-old', who.user.id),
          spotifyAccessToken: old.encrypt('at-old', who.user.id),
          spotifyTokenExpiry: new Date(Date.now() + 3_600_000),
        })
        .where(eq(users.id, who.user.id));
      const res = await rotated.app.inject({
        url: `/api/users/${who.user.id}/spotify-token`,
        headers: { cookie: who.cookie },
      });
      expect(res.json().accessToken).toBe('at-old');
      const [row] = await rotated.handle.db.select().from(users).where(eq(users.id, who.user.id));
      const current = createTokenCipher(newKey);
      expect(current.isStale(row!.spotifyRefreshToken!)).toBe(false);
      expect(current.decrypt(row!.spotifyRefreshToken!, who.user.id)).toBe('rt-old');
    } finally {
      await rotated.close();
    }
  }, 120_000);
});

describe('disconnecting', () => {
  it('revokes what it can and clears everything', async () => {
    const who = await signUp(ctx.app);
    await connect(who);
    const refresh = fake.liveRefreshTokens().at(-1)!;
    const res = await inject(who, 'DELETE', `/api/users/${who.user.id}/spotify`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      connected: false,
      product: null,
      premium: false,
      connectionLost: false,
    });
    expect(fake.liveRefreshTokens()).not.toContain(refresh);
    const row = await rowOf(who.user.id);
    expect(row).toMatchObject({
      spotifyConnected: false,
      spotifyRefreshToken: null,
      spotifyAccessToken: null,
      spotifyTokenExpiry: null,
      spotifyProduct: null,
    });
    expect((await inject(who, 'GET', `/api/users/${who.user.id}/spotify-token`)).json().error).toBe(
      'spotify_not_connected',
    );
    const other = await signUp(ctx.app);
    expect((await inject(other, 'DELETE', `/api/users/${who.user.id}/spotify`)).statusCode).toBe(
      403,
    );
  });
});

describe('search, tracks and plays', () => {
  it('searches with the app token when not connected, maps tracks, and caches the answer', async () => {
    const who = await signUp(ctx.app);
    const res = await inject(who, 'GET', '/api/spotify/search?query=take%20on%20me');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      id: '2WfaOiMkCvy7F5fcp2zZ8L',
      name: 'Take on Me',
      artist: 'a-ha',
      albumName: 'Hunting High and Low',
      albumArt: 'https://i.scdn.co/image/2WfaOiMkCvy7F5fcp2zZ8L-640',
      duration: 225_280,
      uri: 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
      isrc: 'USWB10002407',
      source: 'spotify',
    });
    expect(tokenGrants()).toContain('client_credentials');
    const searches = fake.calls.filter((c) => c.path === '/v1/search').length;
    expect(
      (await inject(who, 'GET', '/api/spotify/search?query=Take%20On%20%20Me')).json(),
    ).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === '/v1/search').length).toBe(searches);
  });

  it('answers an empty list when Spotify fails', async () => {
    const who = await signUp(ctx.app);
    fake.control.failApi = true;
    const res = await inject(who, 'GET', '/api/spotify/search?query=never%20heard%20of');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await inject(who, 'GET', '/api/spotify/tracks/2374M0fQpWi3dLnB54qaLX')).json()).toEqual(
      {
        error: 'spotify_track_failed',
        message: 'Failed to get track',
      },
    );
  });

  it('gets one track, 404 for an unknown one, 400 for a bad id', async () => {
    const who = await signUp(ctx.app);
    expect(
      (await inject(who, 'GET', '/api/spotify/tracks/2374M0fQpWi3dLnB54qaLX')).json(),
    ).toMatchObject({ name: 'Africa', artist: 'TOTO' });
    expect(
      (await inject(who, 'GET', '/api/spotify/tracks/0000000000000000000000')).statusCode,
    ).toBe(404);
    expect((await inject(who, 'GET', '/api/spotify/tracks/not-an-id')).statusCode).toBe(400);
  });

  it('records a Spotify play in the same counter as every play', async () => {
    const song = {
      id: '2WfaOiMkCvy7F5fcp2zZ8L',
      name: 'Take on Me',
      artist: 'a-ha',
      uri: 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
    };
    const { asker, id } = await answered('Songs to test Spotify plays', song, 'Synths');
    const res = await inject(asker, 'POST', `/api/spotify/play/${id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ responseId: id, plays: 1 });
    await inject(asker, 'POST', `/api/responses/${id}/play`);
    const rows = await ctx.handle.db
      .select({ source: responsePlays.source })
      .from(responsePlays)
      .where(eq(responsePlays.responseId, id));
    expect(rows.map((r) => r.source).sort()).toEqual(['spotify', 'youtube']);
    expect((await inject(asker, 'POST', '/api/spotify/play/999999')).statusCode).toBe(404);
  });

  it('matches a YouTube song on Spotify once and stores the match on the response', async () => {
    const song = {
      id: 'fJ9rUzIMcZQ',
      videoId: 'fJ9rUzIMcZQ',
      name: 'Bohemian Rhapsody',
      artist: 'Queen',
    };
    const { asker, requestId, id } = await answered('Songs to test matching', song, null);
    const matched = await inject(asker, 'POST', '/api/spotify/match', { responseId: id });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({
      videoId: 'fJ9rUzIMcZQ',
      uri: 'spotify:track:4u7EnebtmKWzUH433cf5Qv',
      spotifyMatch: 'similarity',
    });
    const searches = fake.calls.filter((c) => c.path === '/v1/search').length;
    const stored = await inject(asker, 'GET', `/api/requests/${requestId}/responses`);
    expect(stored.json()[0].songData).toMatchObject({
      uri: 'spotify:track:4u7EnebtmKWzUH433cf5Qv',
      spotifyMatch: 'similarity',
    });
    await inject(asker, 'POST', '/api/spotify/match', { responseId: id });
    expect(fake.calls.filter((c) => c.path === '/v1/search').length).toBe(searches);

    // By ISRC where known; a song Spotify does not have is remembered as none.
    const byIsrc = await inject(asker, 'POST', '/api/spotify/match', {
      song: { id: 'xyzxyzxyz01', name: 'Whatever', artist: 'Someone', isrc: 'USSM19801545' },
    });
    expect(byIsrc.json()).toMatchObject({
      uri: 'spotify:track:2374M0fQpWi3dLnB54qaLX',
      spotifyMatch: 'isrc',
    });
    const none = await inject(asker, 'POST', '/api/spotify/match', {
      song: {
        id: 'xyzxyzxyz02',
        videoId: 'xyzxyzxyz02',
        name: 'Unknown Tune Zzz',
        artist: 'Nobody',
      },
    });
    expect(none.json()).toMatchObject({ spotifyMatch: 'none' });
    expect(none.json().uri).toBeUndefined();
  });
});

describe('saving answers as a Spotify playlist', () => {
  /** One request answered with each song by its own responder; the asker and the answer ids in order. */
  async function answeredMany(text: string, songs: object[]) {
    const asker = await signUp(ctx.app);
    const requestId = (
      await inject(asker, 'POST', '/api/requests', { type: 'text', content: text })
    ).json().id as number;
    const ids: number[] = [];
    for (const song of songs) {
      const responder = await signUp(ctx.app);
      const res = await inject(responder, 'POST', `/api/requests/${requestId}/responses`, {
        songId: (song as { id: string }).id,
        songData: song,
        comment: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id as number);
    }
    return { asker, ids };
  }
  const spotifySong = {
    id: '2WfaOiMkCvy7F5fcp2zZ8L',
    name: 'Take on Me',
    artist: 'a-ha',
    uri: 'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
    spotifyMatch: 'source',
  };
  const youtubeQueen = {
    id: 'fJ9rUzIMcZQ',
    videoId: 'fJ9rUzIMcZQ',
    name: 'Bohemian Rhapsody',
    artist: 'Queen',
  };
  const unknownSong = {
    id: 'zzUnknown01',
    videoId: 'zzUnknown01',
    name: 'Unknown Tune Qqq',
    artist: 'Nobody At All',
  };
  const searches = () => fake.calls.filter((c) => c.path === '/v1/search').length;

  it('makes a private playlist of the matches in order, reports the misses, and stores matches once', async () => {
    const { asker, ids } = await answeredMany('Songs for a Spotify playlist', [
      youtubeQueen,
      unknownSong,
      spotifySong,
    ]);
    await connect(asker);
    const res = await inject(asker, 'POST', '/api/spotify/playlists', {
      name: ' Late night ',
      responseIds: ids,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Late night', saved: 2, unmatched: 1 });
    expect(body.url).toBe(`https://open.spotify.com/playlist/${body.id}`);
    const made = fake.playlists.find((p) => p.id === body.id)!;
    expect(made).toMatchObject({
      name: 'Late night',
      public: false,
      description: 'Songs recommended on Hearsay.',
    });
    expect(made.uris).toEqual([
      'spotify:track:4u7EnebtmKWzUH433cf5Qv',
      'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
    ]);

    // Matches (and the miss) are stored on the answers: a second playlist searches nothing.
    const before = searches();
    const again = await inject(asker, 'POST', '/api/spotify/playlists', {
      name: 'Again',
      responseIds: [ids[2], ids[0], ids[1]],
    });
    expect(again.json()).toMatchObject({ saved: 2, unmatched: 1 });
    expect(searches()).toBe(before);
    expect(fake.playlists.at(-1)!.uris).toEqual([
      'spotify:track:2WfaOiMkCvy7F5fcp2zZ8L',
      'spotify:track:4u7EnebtmKWzUH433cf5Qv',
    ]);

    // Only answers the member can see: hidden ones and unknown ids are left out; none at all is 404.
    await ctx.handle.db
      .update(responses)
      .set({ hiddenAt: new Date() })
      .where(eq(responses.id, ids[0]!));
    const visible = await inject(asker, 'POST', '/api/spotify/playlists', {
      name: 'Visible',
      responseIds: [ids[0], ids[2], 2_000_000_000],
    });
    expect(visible.json()).toMatchObject({ saved: 1, unmatched: 0 });
    const none = await inject(asker, 'POST', '/api/spotify/playlists', {
      name: 'None',
      responseIds: [ids[0], 2_000_000_000],
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      error: 'not_found',
      message: 'None of these songs can be saved.',
    });

    // Nothing on Spotify: no empty playlist.
    const count = fake.playlists.length;
    const nothing = await inject(asker, 'POST', '/api/spotify/playlists', {
      name: 'Misses',
      responseIds: [ids[1]],
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toBe('spotify_no_matches');
    expect(fake.playlists.length).toBe(count);
  });

  it('checks the body and the connection', async () => {
    const who = await signUp(ctx.app);
    const bad = [
      { name: '', responseIds: [1] },
      { name: 'x'.repeat(101), responseIds: [1] },
      { name: 'Empty', responseIds: [] },
      { name: 'Too many', responseIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { name: 'Not ids', responseIds: ['1'] },
    ];
    for (const payload of bad)
      expect(
        (await inject(who, 'POST', '/api/spotify/playlists', payload)).statusCode,
        JSON.stringify(payload).slice(0, 40),
      ).toBe(400);
    const notConnected = await inject(who, 'POST', '/api/spotify/playlists', {
      name: 'Mine',
      responseIds: [1],
    });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().error).toBe('spotify_not_connected');
    expect(
      (await inject(null, 'POST', '/api/spotify/playlists', { name: 'Mine', responseIds: [1] }))
        .statusCode,
    ).toBe(401);
  });

  it('asks members whose grant lacks playlist-modify-private to reconnect, and says so when Spotify is down', async () => {
    const { asker, ids } = await answeredMany('Songs for a failing playlist', [
      spotifySong,
      youtubeQueen,
    ]);
    fake.withheldScopes.push('playlist-modify-private');
    await connect(asker);
    const scope = await inject(asker, 'POST', '/api/spotify/playlists', {
      name: 'Old grant',
      responseIds: ids,
    });
    expect(scope.statusCode).toBe(409);
    expect(scope.json()).toMatchObject({ error: 'spotify_scope_missing' });
    expect(scope.json().message).toMatch(/connect it again/);

    const other = (
      await answeredMany('Songs while Spotify is down', [
        spotifySong,
        {
          id: 'zzUnknown02',
          videoId: 'zzUnknown02',
          name: 'Another Unheard Zzz',
          artist: 'Nobody',
        },
      ])
    ).ids;
    const member = await signUp(ctx.app);
    fake.withheldScopes.length = 0;
    await connect(member);
    fake.control.failApi = true;
    for (const responseIds of [other, [other[0]!]]) {
      const down = await inject(member, 'POST', '/api/spotify/playlists', {
        name: 'Down',
        responseIds,
      });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({
        error: 'spotify_playlist_failed',
        message: 'Spotify could not create the playlist right now. Please try again later.',
      });
    }
  });
});
