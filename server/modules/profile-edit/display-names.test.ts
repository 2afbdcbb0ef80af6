/**
 * Display names in any script, and names confusable with someone else's, through the
 * real HTTP app: sign-up and profile edit share the rule.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/factories';
import { newMember, signUpStaff } from '../../test/harness';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { confusable, fillMissingNameSkeletons } from '../auth/display-names';

const t = useTestApp({ seed: false, members: { alice: 'Alice Painter', bob: 'Bob Builder' } });

const register = (displayName: string) =>
  t.ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: newMember(displayName) });
const rename = (who: { cookie: string; user: { id: number } }, displayName: string) =>
  t.ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/${who.user.id}`,
    headers: { cookie: who.cookie },
    payload: { displayName },
  });

describe('TR 39 skeletons', () => {
  it('meet for look-alikes across scripts and case, and stay apart for different names', () => {
    expect(confusable('Аlice Painter', 'Alice Painter')).toBe(true); // Cyrillic А
    expect(confusable('ΑLICE PAINTER', 'Alice Painter')).toBe(true); // Greek Α, other case
    expect(confusable('Igor', 'lgor')).toBe(true); // capital I, small L
    expect(confusable('mary', 'rnary')).toBe(true);
    expect(confusable('Bob Buiider', 'Bob Builder')).toBe(false);
    expect(confusable('Alice Painter', 'Alice Painters')).toBe(false);
  });
});

describe('sign-up', () => {
  it('accepts names in other scripts, stored in NFC with one space', async () => {
    const res = await register('Мария\u00A0\u00A0Иванова');
    expect(res.statusCode).toBe(201);
    expect(res.json().displayName).toBe('Мария Иванова');
    const decomposed = await register('Zoe\u0308 Lee');
    expect(decomposed.json().displayName).toBe('Zo\u00EB Lee');
  });

  it('refuses digits and bidi controls with the contract message', async () => {
    for (const name of ['DJ Shadow2', 'Ann\u202ELee']) {
      const res = await register(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message: 'Display name can only contain letters, spaces, hyphens, and apostrophes',
      });
    }
  });

  it("refuses a look-alike of a member's name with 409, and allows the same name written the same way", async () => {
    const lookalike = await register('Аlice Painter'); // Cyrillic А
    expect(lookalike.statusCode).toBe(409);
    expect(lookalike.json()).toMatchObject({
      error: 'confusable_display_name',
      message: expect.stringContaining("another member's name"),
    });
    expect((await register('Alice Painter')).statusCode).toBe(201);
  });

  it("refuses a staff member's name, written the same way or not", async () => {
    const staffInput = newMember('Sam Moderator');
    await signUpStaff(t.ctx, staffInput);
    for (const name of ['Sam Moderator', 'sam moderator', 'Ѕam Моderator']) {
      const res = await register(name);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'confusable_display_name',
        message: expect.stringContaining("staff member's name"),
      });
    }
    // A sign-up with the staff member's own address gets the ordinary answer (nothing told about the address).
    const again = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: staffInput,
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('profile edit', () => {
  it('renames into another script, and keeps a member free to re-save their own name', async () => {
    const res = await rename(t.alice, 'ליאת כהן');
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe('ליאת כהן');
    expect((await rename(t.alice, 'ליאת כהן')).statusCode).toBe(200);
  });

  it("refuses a look-alike of another member's name and digits", async () => {
    const res = await rename(t.alice, 'Bob Bui1der'.replace('1', 'l').replace('o', 'о')); // Cyrillic о
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('confusable_display_name');
    const digits = await rename(t.alice, 'Alice 2');
    expect(digits.statusCode).toBe(400);
    expect(digits.json().message).toBe(
      'Display name can only contain letters, spaces, hyphens, and apostrophes',
    );
  });
});

describe('stored skeletons (migration 0034)', () => {
  it('keeps a renamed member findable under the new name only', async () => {
    const carol = await register('Carol Singer');
    expect(carol.statusCode).toBe(201);
    const cookie = carol.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(
      (await rename({ cookie, user: { id: carol.json().id } }, 'Dora Dancer')).statusCode,
    ).toBe(200);
    expect((await register('Саrol Singer')).statusCode).toBe(201); // the old name is free again
    expect((await register('Dоra Dancer')).statusCode).toBe(409); // Cyrillic о: a look-alike of the new one
  });

  it('still finds a look-alike of an account whose skeletons are not written, and fills them in', async () => {
    const db = t.ctx.handle.db;
    await db
      .update(users)
      .set({ nameSkeleton: null, nameSkeletonFolded: null })
      .where(eq(users.id, t.bob.user.id));
    expect((await register('Bоb Builder')).statusCode).toBe(409); // Cyrillic о
    expect(await fillMissingNameSkeletons(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select({ skeleton: users.nameSkeleton })
      .from(users)
      .where(eq(users.id, t.bob.user.id));
    expect(row!.skeleton).not.toBeNull();
    const [missing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.nameSkeleton} is null`);
    expect(missing!.n).toBe(0);
    expect((await register('Bоb Builder')).statusCode).toBe(409);
  });
});
