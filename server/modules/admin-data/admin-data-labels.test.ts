/**
 * Operators' rough edges on /data, through the real HTTP app: the "Deleted
 * account" placeholder is not counted or listed as a member, and the reserved no-genre marker is
 * shown in words in the lists, the genre tables and every CSV export.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { genres, requestGenres, responseGenres } from '../../db/schema/index';
import { NO_GENRE_DETECTED } from '../../../common/constants';
import { useTestApp } from '../../test/factories';
import { newMember, signUp, type SignedIn } from '../../test/harness';

const t = useTestApp({ seed: false, staff: {}, members: { stays: 'Stan Stays' } });

beforeAll(async () => {
  const { ctx } = t;
  const leaverInput = newMember('Lee Leaves');
  const leaver = await signUp(ctx.app, leaverInput);
  const post = async (who: SignedIn, url: string, payload: object) => {
    const res = await t.call(who, 'POST', url, payload);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const request = await post(leaver, '/api/requests', {
    type: 'text',
    content: 'Songs for a night bus',
  });
  const answer = await post(t.stays, `/api/requests/${request.id}/responses`, {
    songId: 'vid-x',
    songData: { id: 'vid-x', name: 'Night Bus', artist: 'X' },
  });
  // The leaver keeps their request on the site: it is credited to the placeholder account.
  await post(leaver, '/api/account/delete', { password: leaverInput.password });
  const [marker] = await ctx.handle.db
    .insert(genres)
    .values({ name: NO_GENRE_DETECTED, slug: 'no-genre-detected', searchName: 'no genre detected' })
    .returning();
  await ctx.handle.db.insert(requestGenres).values({ requestId: request.id, genreId: marker!.id });
  await ctx.handle.db.insert(responseGenres).values({ responseId: answer.id, genreId: marker!.id });
});
const get = (url: string) => t.call(t.staff, 'GET', url);

describe('/data for operators', () => {
  it('neither counts nor lists the "Deleted account" placeholder as a member', async () => {
    expect((await get('/api/admin/data/stats')).json().totalUsers).toBe(2);
    const users = (await get('/api/admin/data/users')).json<{
      data: { displayName: string }[];
      total: number;
    }>();
    expect(users.total).toBe(2);
    expect(users.data.map((u) => u.displayName).sort()).toEqual(['Sam Staff', 'Stan Stays']);
    expect((await get('/api/admin/data/export/users')).body).not.toContain('Deleted account');
  });

  it('shows the no-genre marker as "No genre detected" in lists, genre tables and CSV exports, never raw', async () => {
    const responses = (await get('/api/admin/data/responses')).json<{
      data: { songData: { genres: string[] } }[];
    }>();
    expect(responses.data[0]!.songData.genres).toEqual(['No genre detected']);
    const stats = (await get('/api/admin/data/genres')).json<{
      requestGenres: { genreName: string }[];
    }>();
    expect(stats.requestGenres.map((g) => g.genreName)).toEqual(['No genre detected']);
    for (const table of ['responses', 'request_genres']) {
      const csv = (await get(`/api/admin/data/export/${table}`)).body;
      expect(csv, table).toContain('No genre detected');
      expect(csv, table).not.toContain(NO_GENRE_DETECTED);
    }
  });
});
