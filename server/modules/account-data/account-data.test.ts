/** "Your data" through the real HTTP app: streamed export, and deletion keeping counters equal to rows. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import {
  createTestContext,
  newMember,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { CSV_FILE_NAMES, SECTION_COLUMNS } from './account-export';
import { genres } from '../../db/schema/index';

/** The files of a ZIP archive by name, as UTF-8 text (yauzl, the reading side of yazl). */
async function unzip(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const entries: yauzl.Entry[] = await new Promise((resolve, reject) => {
    const seen: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      seen.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(seen));
    zip.on('error', reject);
    zip.readEntry();
  });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
  }
  return files;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

const song = (id: string) => ({ id, name: `Song ${id}`, artist: 'Artist' });

async function post(cookie: string, url: string, payload: object) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A member with a request, an answer on someone else's request, an upvote, a save, a play and feedback. */
async function activeMember(other: SignedIn) {
  const input = newMember('Dana Delete');
  const me = await signUp(ctx.app, input);
  const otherRequest = await post(other.cookie, '/api/requests', {
    userId: other.user.id,
    type: 'text',
    content: 'Songs for rain',
  });
  const myRequest = await post(me.cookie, '/api/requests', {
    userId: me.user.id,
    type: 'text',
    content: 'Songs for a long drive',
  });
  const myAnswer = await post(me.cookie, `/api/requests/${otherRequest.id}/responses`, {
    userId: me.user.id,
    songId: 'dQw4w9WgXcQ',
    songData: song('dQw4w9WgXcQ'),
    comment: 'Perfect for rain',
  });
  const theirAnswer = await post(other.cookie, `/api/requests/${myRequest.id}/responses`, {
    userId: other.user.id,
    songId: 'abcdefghijk',
    songData: song('abcdefghijk'),
    comment: 'Drive on',
  });
  await post(me.cookie, `/api/requests/${otherRequest.id}/upvote`, { userId: me.user.id });
  await post(me.cookie, `/api/responses/${theirAnswer.id}/upvote`, { userId: me.user.id });
  await post(me.cookie, `/api/responses/${theirAnswer.id}/save`, { userId: me.user.id });
  await post(me.cookie, `/api/responses/${theirAnswer.id}/play`, {});
  await post(me.cookie, '/api/feedback', {
    userId: me.user.id,
    type: 'feedback',
    comment: 'Lovely app',
  });
  return { input, me, otherRequest, myRequest, myAnswer, theirAnswer };
}

/** Every counter equals its rows, across the whole database. */
async function countersMatchRows() {
  const res = await ctx.handle.db.execute(sql`
    select
      (select count(*) from requests r where r.upvotes <> (select count(*) from upvoted_requests u where u.request_id = r.id)
         or r.responses <> (select count(*) from responses s where s.request_id = r.id and s.hidden_at is null))::int as bad_requests,
      (select count(*) from responses s where s.upvotes <> (select count(*) from upvoted_responses u where u.response_id = s.id)
         or s.saves <> (select count(*) from saved_songs v where v.response_id = s.id)
         or s.plays <> (select count(*) from response_plays p where p.response_id = s.id)
         or s.cosigns <> (select count(*) from response_cosigns c where c.response_id = s.id))::int as bad_responses`);
  return (res as unknown as { rows: { bad_requests: number; bad_responses: number }[] }).rows[0];
}

describe('GET /api/account/export', () => {
  it('downloads the member’s own data as one JSON attachment', async () => {
    const other = await signUp(ctx.app, 'Otto Other');
    const { me, myRequest, myAnswer, theirAnswer } = await activeMember(other);
    const res = await ctx.app.inject({
      url: '/api/account/export',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hearsay-data-.*\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email });
    expect(data.requests.map((r: { id: number }) => r.id)).toEqual([myRequest.id]);
    expect(data.responses).toMatchObject([
      { id: myAnswer.id, comment: 'Perfect for rain', songData: { id: 'dQw4w9WgXcQ' } },
    ]);
    expect(data.upvotedResponses).toMatchObject([{ responseId: theirAnswer.id }]);
    expect(data.saves).toMatchObject([{ responseId: theirAnswer.id }]);
    expect(data.plays).toHaveLength(1);
    expect(data.feedback).toMatchObject([{ comment: 'Lovely app' }]);
    // Nothing of the other member.
    expect(JSON.stringify(data)).not.toContain(other.user.email);
    expect((await ctx.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('downloads a ZIP of the JSON document and one CSV per section with ?format=zip', async () => {
    const other = await signUp(ctx.app, 'Zoe Other');
    const { me, myRequest, myAnswer, theirAnswer } = await activeMember(other);
    // A formula-looking comment is neutralised in its CSV cell.
    await post(me.cookie, '/api/feedback', {
      userId: me.user.id,
      type: 'feedback',
      comment: '=HYPERLINK("x")',
    });
    const res = await ctx.app.inject({
      url: '/api/account/export?format=zip',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hearsay-data-.*\.zip"$/,
    );
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      ['hearsay-data.json', ...Object.values(CSV_FILE_NAMES)].sort(),
    );

    const data = JSON.parse(files['hearsay-data.json']!);
    expect(data).toMatchObject({
      format: 'hearsay-export-1',
      profile: { id: me.user.id },
      requests: [{ id: myRequest.id }],
    });
    const csv = (name: string) =>
      parse(files[name]!, { bom: true, columns: true }) as Record<string, string>[];
    expect(csv('requests.csv')).toMatchObject([
      { id: String(myRequest.id), content: 'Songs for a long drive' },
    ]);
    const [answer] = csv('responses.csv');
    expect(answer).toMatchObject({ id: String(myAnswer.id), comment: 'Perfect for rain' });
    expect(JSON.parse(answer!.songData!)).toMatchObject({ id: 'dQw4w9WgXcQ' });
    expect(answer!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(csv('saves.csv')).toMatchObject([{ responseId: String(theirAnswer.id) }]);
    expect(csv('feedback.csv').map((r) => r.comment)).toEqual(['Lovely app', `'=HYPERLINK("x")`]);
    // Every section's header matches its query's columns, and an empty section keeps its header.
    for (const [name, file] of Object.entries(CSV_FILE_NAMES) as [
      keyof typeof CSV_FILE_NAMES,
      string,
    ][]) {
      expect(files[file]!.replace(/^\uFEFF/, '').split('\r\n')[0], file).toBe(
        SECTION_COLUMNS[name].join(','),
      );
    }
    expect(files['genres.csv']!.replace(/^\uFEFF/, '')).toBe('id,name\r\n');
    expect(JSON.stringify(files)).not.toContain(other.user.email);
    expect(
      (
        await ctx.app.inject({
          url: '/api/account/export?format=tar',
          headers: { cookie: me.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/account/export: everything else the member wrote or chose', () => {
  async function call(cookie: string, method: 'PUT' | 'POST', url: string, payload: object = {}) {
    const res = await ctx.app.inject({ method, url, payload, headers: { cookie } });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  it('includes co-sign comments, verdicts, follows, blocks, reports, watched genres and notification settings, in JSON and CSV', async () => {
    const other = await signUp(ctx.app, 'Olga Other');
    const third = await signUp(ctx.app, 'Tim Third');
    const { me, myRequest, otherRequest, theirAnswer } = await activeMember(other);
    const [genre] = await ctx.handle.db
      .insert(genres)
      .values({ name: 'Zydeco Export', slug: 'zydeco-export', searchName: 'zydeco export' })
      .returning({ id: genres.id });
    const thirdAnswer = await post(third.cookie, `/api/requests/${otherRequest.id}/responses`, {
      userId: third.user.id,
      songId: 'zzzzzzzzzzz',
      songData: song('zzzzzzzzzzz'),
    });
    await post(me.cookie, `/api/responses/${thirdAnswer.id}/cosigns`, {
      comment: 'Me too, on repeat',
    });
    await post(me.cookie, `/api/responses/${thirdAnswer.id}/replies`, {
      body: 'Which album, @tim-third?',
    });
    await call(me.cookie, 'PUT', `/api/responses/${theirAnswer.id}/verdict`, { verdict: 'loved' });
    await call(me.cookie, 'PUT', `/api/requests/${otherRequest.id}/follow`);
    await call(me.cookie, 'PUT', `/api/users/${third.user.id}/block`);
    await post(me.cookie, '/api/reports', {
      targetType: 'response',
      targetId: thirdAnswer.id,
      reason: 'spam',
      note: 'Looks like an ad',
    });
    await call(me.cookie, 'PUT', '/api/notifications/settings', {
      preferences: [{ type: 'response_saved', enabled: false }],
      watchedGenreIds: [genre!.id],
    });

    const endpoint = 'https://push.example/export-test';
    await post(me.cookie, '/api/push/subscriptions', {
      endpoint,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    await call(me.cookie, 'PUT', '/api/push/settings', {
      preferences: [{ type: 'response_upvoted', enabled: false }],
    });
    await call(me.cookie, 'PUT', '/api/email-digest', { frequency: 'weekly' });

    const data = (
      await ctx.app.inject({ url: '/api/account/export', headers: { cookie: me.cookie } })
    ).json();
    expect(data.pushSubscriptions).toMatchObject([{ endpoint }]);
    expect(data.pushSettings).toContainEqual({ type: 'response_upvoted', enabled: false });
    expect(data.emailDigest).toMatchObject([{ frequency: 'weekly', lastSentAt: null }]);
    expect(data.cosigns).toMatchObject([
      { responseId: thirdAnswer.id, comment: 'Me too, on repeat' },
    ]);
    expect(data.replies).toMatchObject([
      { responseId: thirdAnswer.id, body: 'Which album, @tim-third?', editedAt: null },
    ]);
    expect(data.verdicts).toMatchObject([
      { responseId: theirAnswer.id, requestId: myRequest.id, verdict: 'loved' },
    ]);
    expect(data.follows.map((f: { requestId: number }) => f.requestId).sort()).toEqual(
      [myRequest.id, otherRequest.id].sort(),
    );
    expect(data.blocks).toMatchObject([{ blockedUserId: third.user.id }]);
    expect(data.reports).toMatchObject([
      {
        targetType: 'response',
        targetId: thirdAnswer.id,
        reason: 'spam',
        note: 'Looks like an ad',
        status: 'open',
      },
    ]);
    expect(data.watchedGenres).toMatchObject([{ id: genre!.id, name: 'Zydeco Export' }]);
    expect(data.notificationSettings).toContainEqual({ type: 'response_saved', enabled: false });
    expect(data.notificationSettings).toContainEqual({ type: 'response_cosigned', enabled: true });
    // Nothing of the blocked member but their id.
    expect(JSON.stringify(data)).not.toContain(third.user.email);
    expect(JSON.stringify(data)).not.toContain('Tim Third');

    const zip = await unzip(
      (
        await ctx.app.inject({
          url: '/api/account/export?format=zip',
          headers: { cookie: me.cookie },
        })
      ).rawPayload,
    );
    const csv = (name: string) =>
      parse(zip[name]!, { bom: true, columns: true }) as Record<string, string>[];
    expect(csv('cosigns.csv')).toMatchObject([
      { responseId: String(thirdAnswer.id), comment: 'Me too, on repeat' },
    ]);
    expect(csv('replies.csv')).toMatchObject([
      { responseId: String(thirdAnswer.id), body: 'Which album, @tim-third?' },
    ]);
    expect(csv('notification-settings.csv')).toContainEqual({
      type: 'response_saved',
      enabled: 'false',
    });
    expect(csv('watched-genres.csv')).toMatchObject([{ name: 'Zydeco Export' }]);
    expect(csv('push-subscriptions.csv')).toMatchObject([{ endpoint }]);
  });
});

describe('POST /api/account/delete', () => {
  it('needs the password', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: 'not-my-password' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('wrong_password');
  });

  it('removes personal data and sessions at once, credits posts to "Deleted account", keeps feedback text and counters equal to rows', async () => {
    const other = await signUp(ctx.app, 'Otto Other');
    const { input, me, myRequest, myAnswer, theirAnswer } = await activeMember(other);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: input.password },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: me.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: input.email, password: input.password },
        })
      ).statusCode,
    ).toBe(401);

    const request = (
      await ctx.app.inject({
        url: `/api/requests/${myRequest.id}`,
        headers: { cookie: other.cookie },
      })
    ).json();
    expect(JSON.stringify(request)).toContain('Deleted account');
    const rows = await ctx.handle.db.execute(
      sql`select u.display_name, s.upvotes, s.saves, s.plays from responses s join users u on u.id = s.user_id where s.id in (${myAnswer.id}, ${theirAnswer.id}) order by s.id`,
    );
    const [mine, theirs] = (
      rows as unknown as {
        rows: { display_name: string; upvotes: number; saves: number; plays: number }[];
      }
    ).rows;
    expect(mine!.display_name).toBe('Deleted account');
    expect(theirs).toMatchObject({ upvotes: 0, saves: 0, plays: 0 });
    const fb = await ctx.handle.db.execute(
      sql`select user_id, comment from feedback where comment = 'Lovely app'`,
    );
    expect((fb as unknown as { rows: unknown[] }).rows).toContainEqual({
      user_id: null,
      comment: 'Lovely app',
    });
    const left = await ctx.handle.db.execute(
      sql`select count(*)::int as n from users where email = ${input.email}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await countersMatchRows()).toEqual({ bad_requests: 0, bad_responses: 0 });
  });

  it('removes the member’s requests and answers when asked, adjusting other requests’ counters', async () => {
    const other = await signUp(ctx.app, 'Otto Other');
    const { input, me, otherRequest, myRequest } = await activeMember(other);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { password: input.password, removeContent: true },
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: `/api/requests/${myRequest.id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (
      await ctx.app.inject({
        url: `/api/requests/${otherRequest.id}`,
        headers: { cookie: other.cookie },
      })
    ).json();
    expect(theirs).toMatchObject({ responses: 0, upvotes: 0 });
    expect(await countersMatchRows()).toEqual({ bad_requests: 0, bad_responses: 0 });
  });
});
