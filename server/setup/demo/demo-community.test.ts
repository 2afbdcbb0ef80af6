/**
 * `npm run demo`'s work on a real database: the numbers of the issue, counters equal to the rows
 * they count, every answer playable, answers that fit their request (a named artist or its genre),
 * times within the last 60 days, working logins, a new member's MAGIC feed that shows their
 * genres first, and a refusal on a database that has members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { listGenreAncestry } from '../../modules/feed/magic.repository';
import { favouriteGenreWeights, GENRE_MATCH_WEIGHTS } from '../../modules/feed/magic-genre-tree';
import { DemoRefusedError, seedDemoCommunity, type DemoResult } from './demo-community';

let ctx: TestContext;
let result: DemoResult;
const now = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  result = await seedDemoCommunity(ctx.handle.db, { now, password: 'demo-password-1' });
}, 120_000);
afterAll(() => ctx.close());

const one = async (query: string): Promise<number> => {
  const res = (await ctx.handle.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
};

describe('demo community', () => {
  it('has about 40 members with genres, 300 requests of the three types and 1,000 answers', async () => {
    expect(await one(`select count(*) as n from users`)).toBe(41);
    expect(await one(`select count(*) as n from users where role = 'staff'`)).toBe(1);
    expect(
      await one(
        `select count(*) as n from users u where not exists (select 1 from user_genres g where g.user_id = u.id)`,
      ),
    ).toBe(0);
    expect(await one(`select count(*) as n from requests`)).toBe(300);
    for (const type of ['text', 'gif', 'slts'])
      expect(
        await one(`select count(*) as n from requests where type = '${type}'`),
      ).toBeGreaterThanOrEqual(40);
    expect(
      await one(`select count(*) as n from requests where gif_url is null and type = 'gif'`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from requests where song_data is null and type = 'slts'`),
    ).toBe(0);
    // Tags come from the genre detector (demo-plan.test.ts): automatic, so detection may redo them.
    expect(await one(`select count(*) as n from request_genres where not automatic`)).toBe(0);
    expect(
      await one(
        `select count(*) as n from requests r where exists (select 1 from request_genres g where g.request_id = r.id)`,
      ),
    ).toBeGreaterThan(150);
    expect(await one(`select count(*) as n from responses`)).toBe(1000);
    expect(
      await one(`select count(*) as n from responses where comment is not null`),
    ).toBeGreaterThan(700);
    expect(await one(`select max(length(comment)) as n from responses`)).toBeLessThanOrEqual(80);
    for (const table of [
      'upvoted_requests',
      'upvoted_responses',
      'saved_songs',
      'response_plays',
      'feedback',
    ]) {
      expect(await one(`select count(*) as n from ${table}`)).toBeGreaterThan(0);
    }
    expect(result.counts).toMatchObject({ members: 41, requests: 300, responses: 1000 });
  });

  it('keeps every counter equal to the rows it counts', async () => {
    expect(
      await one(
        `select count(*) as n from requests r where responses <> (select count(*) from responses x where x.request_id = r.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from requests r where upvotes <> (select count(*) from upvoted_requests v where v.request_id = r.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from responses x where upvotes <> (select count(*) from upvoted_responses v where v.response_id = x.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from responses x where saves <> (select count(*) from saved_songs s where s.response_id = x.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from responses x where plays <> (select count(*) from response_plays p where p.response_id = x.id)`,
      ),
    ).toBe(0);
    expect(await one(`select sum(responses) as n from requests`)).toBe(1000);
  });

  it('answers only with playable catalogue songs, fitting requests that name a catalogue artist', async () => {
    expect(
      await one(
        `select count(*) as n from responses where (song_data->>'playable')::boolean is not true or song_data->>'videoId' is null`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from responses x where not exists (select 1 from songs s where s.video_id = x.song_id)`,
      ),
    ).toBe(0);
    // Requests whose text names an artist of the catalogue get most answers from that artist.
    const fitting =
      await one(`select count(*) as n from responses x join requests r on r.id = x.request_id
      where r.search_text like '%' || lower(x.song_data->>'artist') || '%' and length(x.song_data->>'artist') >= 4`);
    expect(fitting).toBeGreaterThan(60);
    // Every answer is by an artist its request names or shares a genre with it (docs/decisions/055).
    const unfit =
      await one(`select count(*) as n from responses x join requests r on r.id = x.request_id
      where not (r.search_text like '%' || lower(x.song_data->>'artist') || '%' and length(x.song_data->>'artist') >= 4)
        and not exists (select 1 from response_genres a join request_genres q on q.genre_id = a.genre_id
                        where a.response_id = x.id and q.request_id = r.id)`);
    expect(unfit).toBeLessThan(50);
  });

  it("shows a new member with Jazz, Indie Folk, Hip Hop and Dream Pop their genres in MAGIC's top 6", async () => {
    const member = await signUp(ctx.app);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.user.id}/genres`,
      headers: { cookie: member.cookie },
      payload: { genres: ['Jazz', 'Indie Folk', 'Hip Hop', 'Dream Pop'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const feed = await ctx.app.inject({
      url: '/api/requests?sort=magic&limit=6',
      headers: { cookie: member.cookie },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const top = feed.json().data as { genres: { id: number }[] }[];
    expect(top).toHaveLength(6);
    // Theirs: one of the four or a genre under one in the taxonomy (Trap, Boom Bap under Hip Hop);
    // a broader genre (Pop above Dream Pop, Rock above Indie Folk) is not.
    const favourites = (saved.json() as { genreId: number }[]).map((g) => g.genreId);
    const weights = favouriteGenreWeights(favourites, await listGenreAncestry(ctx.handle.db));
    const theirs = (id: number) => (weights.get(id) ?? 0) > GENRE_MATCH_WEIGHTS.parent;
    const matching = top.filter((r) => r.genres.some((g) => theirs(g.id)));
    // All six: at the former ancestor weight (0.6) a two-day-old "Alternative Rock" request, broader
    // than Indie Folk, came sixth above four of their own (docs/decisions/055).
    expect(matching).toHaveLength(6);
  });

  it('spreads everything over the last 60 days, each reaction after what it reacts to', async () => {
    const sixtyDaysAgo = `'${new Date(now.getTime() - 60 * 86_400_000).toISOString()}'`;
    const nowSql = `'${now.toISOString()}'`;
    for (const table of [
      'requests',
      'responses',
      'upvoted_requests',
      'saved_songs',
      'response_plays',
    ]) {
      expect(
        await one(
          `select count(*) as n from ${table} where created_at < ${sixtyDaysAgo} or created_at > ${nowSql}`,
        ),
      ).toBe(0);
    }
    expect(
      await one(`select count(distinct date_trunc('week', created_at)) as n from requests`),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await one(
        `select count(*) as n from responses x join requests r on r.id = x.request_id where x.created_at <= r.created_at`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*) as n from saved_songs s join responses x on x.id = s.response_id where s.created_at < x.created_at`,
      ),
    ).toBe(0);
  });

  it('prints logins that sign in, and the member sees a feed and the staff the feedback', async () => {
    const login = async (email: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'demo-password-1' },
      });
      expect(res.statusCode).toBe(200);
      return `hearsay_session=${res.cookies.find((c) => c.name === 'hearsay_session')!.value}`;
    };
    const member = await login(result.member.email);
    const feed = await ctx.app.inject({
      url: '/api/requests?sort=upvotes',
      headers: { cookie: member },
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json().data.length).toBeGreaterThan(5);
    const staff = await login(result.staff.email);
    // Staff screens answer once the session has passed two-factor: the demo staff
    // member enrols at the first visit, as a real one would.
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: { cookie: staff } })).json().error,
    ).toBe('mfa_required');
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: { cookie: staff },
    });
    const enabled = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers: { cookie: staff },
      payload: { code: await generate({ secret: setup.json().secret }) },
    });
    expect(enabled.statusCode).toBe(200);
    const passed = `hearsay_session=${enabled.cookies.find((c) => c.name === 'hearsay_session')?.value ?? staff.split('=')[1]}`;
    const list = await ctx.app.inject({ url: '/api/feedback', headers: { cookie: passed } });
    expect(list.statusCode).toBe(200);
  });

  it('refuses a database that already has members and writes nothing', async () => {
    const before = await one(`select count(*) as n from requests`);
    await expect(seedDemoCommunity(ctx.handle.db)).rejects.toBeInstanceOf(DemoRefusedError);
    expect(await one(`select count(*) as n from requests`)).toBe(before);

    const fresh = await createTestContext();
    try {
      await signUp(fresh.app);
      await expect(seedDemoCommunity(fresh.handle.db)).rejects.toThrow(/already has 1 member/);
    } finally {
      await fresh.close();
    }
  }, 90_000);
});
