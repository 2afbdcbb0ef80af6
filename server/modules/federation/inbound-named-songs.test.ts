/**
 * A remote reply that names its song in words, "Artist – Title", and links none (decision 060):
 * it becomes an answer when exactly one playable catalogue song matches, and stays out (counted
 * as `no_song`) when two could be meant.
 */
import { describe, expect, it } from 'vitest';
import { createRequest } from '../../test/factories';
import type { FakeActor } from '../../test/fakes/fake-fediverse';
import {
  createOf,
  eventually,
  inboxVerdicts,
  PUBLIC,
  TEST_ORIGIN,
  useFederationTestApp,
} from '../../test/fakes/fediverse-activities';

const VIDEO = 'dQw4w9WgXcQ';
const ORIGIN = TEST_ORIGIN;
const { t, fake, send } = useFederationTestApp({ ada: 'Ada Lovelace' }, [
  { title: 'Never Gonna Give You Up', artist: 'Rick Astley', videoId: VIDEO },
  { title: 'Echo', artist: 'The Quiet Ones', videoId: 'aaaaaaaaaa1' },
  { title: 'Echo Chamber', artist: 'The Quiet Ones', videoId: 'aaaaaaaaaa2' },
]);

let serial = 0;
const replyTo = (actor: FakeActor, requestId: number, html: string) => ({
  id: `${actor.id.href}/statuses/${++serial}`,
  type: 'Note',
  attributedTo: actor.id.href,
  inReplyTo: `${ORIGIN}/requests/${requestId}`,
  to: [PUBLIC],
  content: html,
});
const answersOf = async (requestId: number) =>
  (await t.call(t.ada, 'GET', `/api/requests/${requestId}/responses`)).json<
    { songId: string; comment: string | null }[]
  >();

describe('a remote reply naming its song', () => {
  it('becomes an answer with the one catalogue song it names', async () => {
    const kim = await fake().actor('kim');
    const requestId = await createRequest(t.ctx, t.ada, 'Songs that never let you down');
    const note = replyTo(kim, requestId, '<p>Obviously Rick Astley – Never Gonna Give You Up.</p>');
    expect((await send(kim, createOf(kim, note))).statusCode).toBe(202);
    const answers = await eventually(async () => {
      const list = await answersOf(requestId);
      return list.length ? list : null;
    });
    expect(answers).toMatchObject([
      { songId: VIDEO, comment: 'Obviously Rick Astley – Never Gonna Give You Up.' },
    ]);
  }, 60_000);

  it('stays out when two songs could be meant, and is counted', async () => {
    const lou = await fake().actor('lou');
    const requestId = await createRequest(t.ctx, t.ada, 'Loud and short');
    const before = await inboxVerdicts(t.ctx, 'no_song');
    const note = replyTo(lou, requestId, '<p>The Quiet Ones – Echo Chamber, of course</p>');
    expect((await send(lou, createOf(lou, note))).statusCode).toBe(202);
    expect(await eventually(async () => (await inboxVerdicts(t.ctx, 'no_song')) > before)).toBe(
      true,
    );
    expect(await answersOf(requestId)).toEqual([]);
  }, 60_000);
});
