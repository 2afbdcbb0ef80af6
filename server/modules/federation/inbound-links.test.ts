/**
 * Remote answers linking a Spotify track or an Apple Music song (decision 056), resolved as the app
 * resolves them: the Spotify track through Spotify's Web API with the app's token, the Apple song
 * through the `auto` provider's iTunes lookup; both against local fakes, signed by a fake fediverse
 * server. A Spotify playlist link is no song.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFediverse, type FakeFediverse } from '../../test/fakes/fake-fediverse';
import { startFakeITunes, type FakeITunes } from '../../test/fakes/fake-itunes';
import {
  DEFAULT_FAKE_TRACKS,
  fakeSpotifyEnv,
  startFakeSpotify,
  type FakeSpotify,
} from '../../test/fakes/fake-spotify';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { caller, createRequest } from '../../test/factories';

const ORIGIN = 'http://hearsay.example';
const AS = 'https://www.w3.org/ns/activitystreams';
let fediverse: FakeFediverse;
let spotify: FakeSpotify;
let itunes: FakeITunes;
let ctx: TestContext;
let ada: SignedIn;
beforeAll(async () => {
  [fediverse, spotify, itunes] = await Promise.all([
    startFakeFediverse(),
    startFakeSpotify(),
    startFakeITunes(),
  ]);
  ctx = await createTestContext(
    fakeSpotifyEnv(spotify, {
      FEDERATION: 'on',
      PUBLIC_URL: ORIGIN,
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      SONG_PROVIDER: 'auto',
      ITUNES_BASE_URL: itunes.url,
    }),
    { seed: false },
  );
  ada = await signUp(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([fediverse.close(), spotify.close(), itunes.close()]);
});

/** Sends a signed Mastodon-style reply by `name` to request `requestId` with `html` as content. */
async function reply(name: string, requestId: number, html: string) {
  const actor = await fediverse.actor(name);
  const id = `${actor.id.href}/statuses/${name}`;
  const create = {
    '@context': AS,
    id: `${id}/activity`,
    type: 'Create',
    actor: actor.id.href,
    object: {
      id,
      type: 'Note',
      attributedTo: actor.id.href,
      inReplyTo: `${ORIGIN}/requests/${requestId}`,
      to: [`${AS}#Public`],
      content: html,
    },
  };
  const res = await ctx.app.inject(await fediverse.signedPost(`${ORIGIN}/ap/inbox`, actor, create));
  expect(res.statusCode, res.body).toBe(202);
}

const answersOf = async (requestId: number) =>
  (await caller(ctx)(ada, 'GET', `/api/requests/${requestId}/responses`)).json<
    { songId: string; songData: { name: string | null }; comment: string | null }[]
  >();

async function eventually<T>(check: () => Promise<T>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('remote answers with Spotify and Apple Music links', () => {
  it('resolves a Spotify track and an Apple Music song; a playlist is no song', async () => {
    const requestId = await createRequest(ctx, ada);
    const track = DEFAULT_FAKE_TRACKS[0]!;
    await reply(
      'sam',
      requestId,
      `<p>Classic: <a href="https://open.spotify.com/track/${track.id}?si=abc">open.spotify.com/track/${track.id}</a></p>`,
    );
    await reply(
      'april',
      requestId,
      '<p><a href="https://music.apple.com/us/album/ok-computer/1097861000?i=1097861387">Paranoid Android</a> of course</p>',
    );
    await reply(
      'pat',
      requestId,
      '<p>My mix: <a href="https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M">playlist</a></p>',
    );
    const noSong = async () =>
      (
        await ctx.app.metrics.getSingleMetric('hearsay_federation_inbox_activities_total')!.get()
      ).values.some((v) => v.labels.verdict === 'no_song' && v.value === 1);
    expect(await eventually(noSong)).toBe(true);
    const list = await eventually(async () => {
      const found = await answersOf(requestId);
      return found.length === 2 ? found : null;
    });
    expect(list?.map((a) => [a.songId, a.songData.name, a.comment]).sort()).toEqual(
      [
        [track.id, track.name, 'Classic:'],
        ['itunes:1097861387', 'Paranoid Android', 'Paranoid Android of course'],
      ].sort(),
    );
  }, 60_000);
});
