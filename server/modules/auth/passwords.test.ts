/** Pure rules of passwords and sessions. */
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { TOO_COMMON_PASSWORD, needsRehash, passwordStrengthProblem } from './passwords';
import { describeDevice, isSessionLive, shouldTouch } from './sessions.service';

const cost = { ARGON2_MEMORY_KIB: 65536, ARGON2_TIME_COST: 3, ARGON2_PARALLELISM: 1 };

describe('passwordStrengthProblem', () => {
  it('refuses every one of the 10,000 most common passwords', () => {
    const top = dictionary['passwords-common'].slice(0, 10_000);
    expect(top).toHaveLength(10_000);
    const accepted = top.filter((p) => passwordStrengthProblem(p) === null);
    expect(accepted).toEqual([]);
  }, 120_000);

  it('refuses guessable patterns and variants of the member’s own name or address', () => {
    for (const p of [
      '123456',
      'password',
      'qwertyuiop',
      'aaaaaaaa',
      'abcdefgh',
      '19901990',
      'P@ssw0rd',
    ]) {
      expect(passwordStrengthProblem(p), p).toBe(TOO_COMMON_PASSWORD);
    }
    expect(passwordStrengthProblem('zoeobrien', ['zoe.obrien@example.com', 'Zoë O’Brien'])).toBe(
      TOO_COMMON_PASSWORD,
    );
  });

  it('accepts random 6-character passwords and passphrases of any length', () => {
    const long =
      'the quiet fox ran past seven amber lanterns while Zq9! kept humming under a copper bridge near 41 willow street';
    for (const p of ['kx8#pq', 'r7$kq2', 'listen-closely', 'correct horse battery staple', long]) {
      expect(passwordStrengthProblem(p), p).toBeNull();
    }
  });

  it('checks the whole password whatever its length (over 100 characters was skipped)', () => {
    for (const p of ['password'.repeat(25), '1234567890'.repeat(12), 'qwertyuiop'.repeat(15)]) {
      expect(p.length).toBeGreaterThan(100);
      expect(passwordStrengthProblem(p), p).toBe(TOO_COMMON_PASSWORD);
    }
  });
});

describe('needsRehash', () => {
  it('is false only for argon2id with exactly the configured parameters', () => {
    expect(needsRehash(cost, '$argon2id$v=19$m=65536,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(needsRehash(cost, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash(cost, '$argon2i$v=19$m=65536,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash(cost, 'plain')).toBe(true);
  });
});

describe('sessions', () => {
  const config = {
    SESSION_MEMBER_IDLE_MINUTES: 7 * 24 * 60,
    SESSION_MEMBER_ABSOLUTE_MINUTES: 30 * 24 * 60,
    SESSION_STAFF_IDLE_MINUTES: 30,
    SESSION_STAFF_ABSOLUTE_MINUTES: 12 * 60,
  };
  const t0 = new Date('2030-01-01T00:00:00Z');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it('judges idle and absolute limits by the current role', () => {
    const s = { createdAt: t0, lastSeenAt: at(0) };
    expect(isSessionLive(config, 'member', s, at(60))).toBe(true);
    expect(isSessionLive(config, 'staff', s, at(29))).toBe(true);
    expect(isSessionLive(config, 'staff', s, at(30))).toBe(false);
    expect(
      isSessionLive(config, 'admin', { createdAt: t0, lastSeenAt: at(12 * 60 - 1) }, at(12 * 60)),
    ).toBe(false);
    expect(
      isSessionLive(
        config,
        'member',
        { createdAt: t0, lastSeenAt: at(29 * 24 * 60) },
        at(30 * 24 * 60),
      ),
    ).toBe(false);
  });

  it('touches at most once a minute', () => {
    expect(shouldTouch(t0, new Date(t0.getTime() + 59_999))).toBe(false);
    expect(shouldTouch(t0, new Date(t0.getTime() + 60_000))).toBe(true);
  });

  it('labels devices without places', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
      ),
    ).toBe('Firefox on Windows');
    expect(describeDevice(null)).toBe('Unknown device');
  });
});
