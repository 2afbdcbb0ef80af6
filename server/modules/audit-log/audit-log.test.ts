/**
 * The audit log through the real HTTP app: the events each audited action
 * writes, the staff page (type filter, cursor paging, members refused), the CSV export, and the
 * new-device e-mail (not at the first sign-in, not from a known browser, once from a new one).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../common/schemas/audit-log';
import { auditEvents } from '../../db/schema/index';
import { changeRole } from '../auth/roles.service';
import { AUDIT_RETENTION_DAYS, purgeExpiredSessions } from '../auth/sessions.service';
import { DEVICE_COOKIE } from '../auth/signin-guard';
import { createRequest, useTestApp } from '../../test/factories';
import {
  newMember,
  readOutbox,
  signUp,
  signUpStaff,
  waitForEmail,
  type SignedInStaff,
} from '../../test/harness';

const t = useTestApp({ seed: false, members: { ann: 'Ann Member' } });
const { call } = t;
let staff: SignedInStaff;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx, 'Sid Staff');
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const signIn = (
  { email, password }: { email: string; password: string },
  options: { cookie?: string; ip?: string } = {},
) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'user-agent': CHROME, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
const typesFor = async (target: number) =>
  (
    await t.ctx.handle.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(eq(auditEvents.targetUserId, target))
  ).map((r) => r.type);
const page = async (query: string) =>
  (await call(staff, 'GET', `/api/admin/audit-log${query}`)).json() as {
    data: AuditEvent[];
    nextCursor: number | null;
  };

describe('events written', () => {
  it('logs sign-ins, failed sign-ins, a password reset, two-factor changes, role changes, moderation and staff exports', async () => {
    const input = newMember('Eve Events');
    const eve = await signUp(t.ctx.app, input);
    expect(
      (await signIn({ ...input, password: 'wrong-password' }, { ip: '203.0.113.9' })).statusCode,
    ).toBe(401);
    expect((await signIn(input)).statusCode).toBe(200);
    await call(null, 'POST', '/api/auth/forgot-password', { email: input.email });
    const reset = await waitForEmail(t.ctx, input.email, 'Reset');
    const token = new URL(reset.link!).searchParams.get('token');
    expect(
      (
        await call(null, 'POST', '/api/auth/reset-password', {
          token,
          password: 'another-long-password-7',
        })
      ).statusCode,
    ).toBe(200);
    await changeRole(t.ctx.handle.db, {
      userId: eve.user.id,
      email: input.email,
      fromRole: 'member',
      toRole: 'staff',
      source: 'cli',
      actor: 'tester',
    });

    const requestId = await createRequest(t.ctx, t.ann, 'Songs to hide');
    await call(staff, 'POST', '/api/admin/moderation', {
      action: 'hide',
      targetType: 'request',
      targetId: requestId,
    });
    await call(staff, 'POST', '/api/admin/moderation', {
      action: 'restore',
      targetType: 'request',
      targetId: requestId,
    });
    expect((await call(staff, 'GET', '/api/admin/data/export/users')).statusCode).toBe(200);

    expect(await typesFor(eve.user.id)).toEqual([
      'signin_failed',
      'signin',
      'password_reset',
      'role_changed',
    ]);
    const [failed] = await t.ctx.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'signin_failed'), eq(auditEvents.targetUserId, eve.user.id)));
    expect(failed).toMatchObject({
      actorId: null,
      ip: '203.0.113.9',
      details: { reason: 'wrong_password' },
    });

    const latest = await page('?limit=4');
    expect(latest.data.map((e) => e.type)).toEqual([
      'staff_export',
      'content_restored',
      'content_hidden',
      'role_changed',
    ]);
    expect(latest.data[0]).toMatchObject({
      actor: { id: staff.user.id, displayName: 'Sid Staff' },
      target: null,
      details: { export: 'users' },
    });
    expect(latest.data[1]).toMatchObject({
      details: { targetType: 'request', targetId: requestId },
    });
    expect(latest.data[3]).toMatchObject({
      actor: null,
      target: { id: eve.user.id },
      details: { from: 'member', to: 'staff', source: 'cli', by: 'tester' },
    });
    // Staff enrolled two-factor when signing up for the test.
    expect(await typesFor(staff.user.id)).toContain('mfa_enabled');
  });
});

describe('the staff screen', () => {
  it('pages newest first by cursor, filters by type, refuses members, and exports CSV (itself logged)', async () => {
    for (let i = 0; i < 3; i++)
      await signIn({ email: 'nobody-here@example.com', password: 'whatever-1' });
    const first = await page('?type=signin_failed&limit=2');
    expect(first.data.map((e) => e.type)).toEqual(['signin_failed', 'signin_failed']);
    expect(first.data[0]!.details).toEqual({ reason: 'unknown_account' });
    const second = await page(`?type=signin_failed&limit=2&cursor=${first.nextCursor}`);
    expect(second.data[0]!.id).toBeLessThan(first.data[1]!.id);
    expect((await call(t.ann, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/admin/audit-log?type=nonsense')).statusCode).toBe(400);

    expect((await call(t.ann, 'GET', '/api/admin/audit-log/export')).statusCode).toBe(403);
    const csv = await call(staff, 'GET', '/api/admin/audit-log/export?type=signin_failed');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="audit_log_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,time,type,actor_id,actor,target_user_id,target,ip,details');
    expect(lines.slice(1).every((l) => l.includes(',signin_failed,'))).toBe(true);
    expect(lines.length - 1).toBeGreaterThanOrEqual(4);
    expect((await page('?type=staff_export&limit=1')).data[0]!.details).toEqual({
      export: 'audit_log',
      type: 'signin_failed',
    });
  });
});

describe('the new-device e-mail', () => {
  it('is not sent at the first sign-in nor from a known browser, and is sent once from a new one', async () => {
    const input = newMember('Nia Newdevice');
    await signUp(t.ctx.app, input);
    const mails = () =>
      readOutbox(t.ctx).filter(
        (m) => m.to.includes(input.email) && m.subject.includes('New sign-in'),
      );

    const first = await signIn(input);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect((await signIn(input, { cookie: `${DEVICE_COOKIE}=${device.value}` })).statusCode).toBe(
      200,
    );
    const fromNew = await signIn(input, { ip: '198.51.100.23' });
    expect(fromNew.statusCode).toBe(200);

    const mail = await waitForEmail(t.ctx, input.email, 'New sign-in');
    expect(mail.text).toContain('Address: 198.51.100.23');
    expect(mail.text).toContain('Browser: Chrome on Linux');
    expect(mail.text).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail.text).toContain('/profile');
    await new Promise((r) => setTimeout(r, 100));
    expect(mails()).toHaveLength(1);
  });
});

describe('retention', () => {
  it('purges events older than AUDIT_RETENTION_DAYS and keeps younger ones', async () => {
    const day = 24 * 3_600_000;
    const [old, kept] = await t.ctx.handle.db
      .insert(auditEvents)
      .values([
        {
          type: 'signin',
          ip: '192.0.2.1',
          createdAt: new Date(Date.now() - (AUDIT_RETENTION_DAYS + 1) * day),
        },
        {
          type: 'signin',
          ip: '192.0.2.2',
          createdAt: new Date(Date.now() - (AUDIT_RETENTION_DAYS - 1) * day),
        },
      ])
      .returning({ id: auditEvents.id });
    await purgeExpiredSessions(t.ctx.handle.db, t.ctx.config);
    const left = (await t.ctx.handle.db.select({ id: auditEvents.id }).from(auditEvents)).map(
      (r) => r.id,
    );
    expect(left).not.toContain(old!.id);
    expect(left).toContain(kept!.id);
  });
});
