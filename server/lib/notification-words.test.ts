/**
 * The notification texts of pushes and the digest (decision 047): English word for word as the
 * bell has always said them, and the recipient's language when saved.
 */
import { describe, expect, it } from 'vitest';
import { notificationWords } from './notification-words';

const actor = { displayName: 'Ana' };
const group = { latestActor: actor, actorCount: 1, verdict: null } as const;

describe('notificationWords', () => {
  it('names the latest member and counts the others, in English', () => {
    expect(notificationWords(null, { ...group, type: 'response_saved', actorCount: 5 })).toBe(
      'Ana and 4 others saved your recommendation',
    );
    expect(notificationWords('en', { ...group, type: 'response_upvoted', actorCount: 2 })).toBe(
      'Ana and 1 other upvoted your recommendation',
    );
    expect(notificationWords(null, { ...group, type: 'response_to_your_request' })).toBe(
      'Ana answered your request',
    );
    expect(notificationWords(null, { ...group, type: 'response_rated', verdict: 'loved' })).toBe(
      'Ana marked your recommendation “Loved it”',
    );
    expect(notificationWords(null, { ...group, type: 'response_rated' })).toBe(
      'Ana rated your recommendation',
    );
    expect(notificationWords(null, { ...group, type: 'followed_member_request' })).toBe(
      'Ana asked for music',
    );
  });

  it('says in English what staff hid and why, without naming the staff member', () => {
    const hidden = { ...group, type: 'content_hidden' } as const;
    expect(notificationWords(null, { ...hidden, responseId: 9, reason: 'spam' })).toBe(
      'Staff hid your recommendation: Spam or advertising',
    );
    expect(notificationWords(null, { ...hidden, responseId: null, reason: 'off_topic' })).toBe(
      'Staff hid your request: Not about music',
    );
    expect(notificationWords(null, { ...hidden, responseId: null, reason: null })).toBe(
      'Staff hid your request',
    );
    expect(
      notificationWords(null, { ...hidden, responseId: 9, replyId: 4, reason: 'harassment' }),
    ).toBe('Staff hid your reply: Harassment or bullying');
  });

  it('counts new requests of a watched genre in English', () => {
    const watched = { ...group, type: 'watched_genre_request' } as const;
    expect(notificationWords(null, { ...watched, count: 3, genre: { name: 'Jazz' } })).toBe(
      '3 new requests in Jazz',
    );
    expect(notificationWords(null, { ...watched, count: 1, genre: { name: 'Jazz' } })).toBe(
      'Ana asked in Jazz',
    );
    expect(notificationWords(null, { ...watched, count: 1, genre: null })).toBe(
      'Ana asked in a genre you watch',
    );
  });

  it('speaks the saved language: German and Arabic, labels and plural forms included', () => {
    expect(notificationWords('de', { ...group, type: 'response_saved', actorCount: 3 })).toBe(
      'Ana und 2 weitere haben deine Empfehlung gespeichert',
    );
    expect(
      notificationWords('de', { ...group, type: 'response_rated', verdict: 'new_to_me' }),
    ).toBe('Ana hat deine Empfehlung mit „Neu für mich“ markiert');
    expect(
      notificationWords('de', { ...group, type: 'content_hidden', responseId: 9, reason: 'spam' }),
    ).toBe('Das Team hat deine Empfehlung verborgen: Spam oder Werbung');
    expect(notificationWords('ar', { ...group, type: 'response_upvoted', actorCount: 3 })).toBe(
      'صوّت لتوصيتك Ana وشخصان آخران',
    );
    expect(notificationWords('xx', { ...group, type: 'reply_mention' })).toBe(
      'Ana mentioned you in a reply',
    );
  });
});
