/**
 * Handles for every script (decision 045) through the real HTTP app: sign-up transliterates, the
 * start-up step replaces old `member-N` placeholders and keeps them as redirects, a member whose
 * handle was drawn or replaced chooses one once, and old handles redirect to the profile.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slugRedirects, users } from '../../db/schema/index';
import { useTestApp } from '../../test/factories';
import { newMember, signUp, type SignedIn } from '../../test/harness';
import { replacePlaceholderHandles } from './index';

const t = useTestApp({ seed: false, members: { ada: 'Ada Lovelace', ben: 'Ben Handles' } });
const { call } = t;

/** A member whose row is put back on an old placeholder handle, as earlier sign-ups left it. */
async function onPlaceholder(displayName: string, slug: string): Promise<SignedIn> {
  const member = await signUp(
    t.ctx.app,
    newMember(`Place Holder ${slug.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`),
  );
  await t.ctx.handle.db
    .update(users)
    .set({ slug, displayName })
    .where(eq(users.id, member.user.id));
  return member;
}

const slugOf = async (id: number) =>
  (await t.ctx.handle.db.select({ slug: users.slug }).from(users).where(eq(users.id, id)))[0]!.slug;

describe('sign-up handles', () => {
  it('transliterates a name in another script, and keeps Latin names as they were', async () => {
    const nora = await signUp(t.ctx.app, 'نورا نيوبي');
    expect(nora.user.slug).toBe('nwr-nywby');
    const again = await signUp(t.ctx.app, 'نورا نيوبي');
    expect(again.user.slug).toBe('nwr-nywby-2');
    expect(t.ada.user.slug).toBe('ada-lovelace');
    const state = await call(nora, 'GET', `/api/users/${nora.user.id}/handle`);
    expect(state.json()).toEqual({ slug: 'nwr-nywby', choosable: false });
  });
});

describe('placeholder handles of earlier sign-ups', () => {
  it('are replaced at start, kept as redirects, and may be chosen once', async () => {
    const mira = await onPlaceholder('Мира Петрова', 'member-41');
    const real = await onPlaceholder('Member', 'member');
    const blank = await onPlaceholder('!!!', 'member-42');
    expect(await replacePlaceholderHandles(t.ctx.handle.db)).toBe(2);
    expect(await replacePlaceholderHandles(t.ctx.handle.db)).toBe(0);
    expect(await slugOf(mira.user.id)).toBe('mira-petrova');
    expect(await slugOf(real.user.id)).toBe('member');
    expect(await slugOf(blank.user.id)).toMatch(/^[a-z]+-[a-z]+(-\d+)?$/);

    // The old address answers a permanent redirect to the new one.
    const old = await call(t.ada, 'GET', '/api/profile/member-41');
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe('/api/profile/mira-petrova');
    expect((await call(t.ada, 'GET', '/api/profile/mira-petrova')).json().id).toBe(mira.user.id);

    // A new sign-up never takes a handle that still redirects.
    await t.ctx.handle.db.insert(slugRedirects).values({ oldSlug: 'mira', userId: mira.user.id });
    expect((await signUp(t.ctx.app, 'Mira')).user.slug).toBe('mira-2');

    // Mira chooses once: taken and invalid handles are refused, then the choice is final.
    const url = `/api/users/${mira.user.id}/handle`;
    expect((await call(mira, 'GET', url)).json()).toEqual({
      slug: 'mira-petrova',
      choosable: true,
    });
    const takenRes = await call(mira, 'PUT', url, { handle: 'ada-lovelace' });
    expect(takenRes.statusCode).toBe(409);
    expect(takenRes.json().error).toBe('handle_taken');
    expect((await call(mira, 'PUT', url, { handle: 'Mi' })).statusCode).toBe(400);
    expect((await call(mira, 'PUT', url, { handle: 'member-7' })).statusCode).toBe(400);
    expect((await call(t.ben, 'PUT', url, { handle: 'mira-p' })).statusCode).toBe(403);
    const chosen = await call(mira, 'PUT', url, { handle: ' Mira-P ' });
    expect(chosen.json()).toEqual({ slug: 'mira-p', choosable: false });
    const again = await call(mira, 'PUT', url, { handle: 'mira-q' });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('handle_locked');
    // Both earlier handles lead to the chosen one.
    for (const slug of ['member-41', 'mira-petrova'])
      expect((await call(t.ada, 'GET', `/api/profile/${slug}`)).headers.location).toBe(
        '/api/profile/mira-p',
      );
  });

  it('a member who never had a drawn handle cannot choose one', async () => {
    const res = await call(t.ben, 'PUT', `/api/users/${t.ben.user.id}/handle`, { handle: 'benny' });
    expect(res.statusCode).toBe(403);
    expect((await call(t.ben, 'GET', '/api/profile/no-such-member')).statusCode).toBe(404);
  });
});
