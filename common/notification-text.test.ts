import { describe, expect, it } from 'vitest';
import { notificationHref, notificationText } from './notification-text';

const actor = { id: 1, displayName: 'Ana' };

describe('notificationText', () => {
  it('names the latest member and counts the others', () => {
    expect(
      notificationText({
        type: 'response_saved',
        latestActor: actor,
        actorCount: 5,
        verdict: null,
      }),
    ).toBe('Ana and 4 others saved your recommendation');
    expect(
      notificationText({
        type: 'response_upvoted',
        latestActor: actor,
        actorCount: 2,
        verdict: null,
      }),
    ).toBe('Ana and 1 other upvoted your recommendation');
    expect(
      notificationText({
        type: 'response_to_your_request',
        latestActor: actor,
        actorCount: 1,
        verdict: null,
      }),
    ).toBe('Ana answered your request');
    expect(
      notificationText({
        type: 'response_rated',
        latestActor: actor,
        actorCount: 1,
        verdict: 'loved',
      }),
    ).toBe('Ana marked your recommendation “Loved it”');
  });
});

describe('content_hidden', () => {
  it('says what staff hid and why, without naming the staff member', () => {
    const g = {
      type: 'content_hidden' as const,
      latestActor: { id: 2, displayName: 'Sid Staff' },
      actorCount: 1,
      verdict: null,
    };
    expect(notificationText({ ...g, responseId: 9, reason: 'spam' })).toBe(
      'Staff hid your recommendation: Spam or advertising',
    );
    expect(notificationText({ ...g, responseId: null, reason: 'off_topic' })).toBe(
      'Staff hid your request: Not about music',
    );
    expect(notificationText({ ...g, responseId: null, reason: null })).toBe(
      'Staff hid your request',
    );
    expect(notificationText({ ...g, responseId: 9, replyId: 4, reason: 'harassment' })).toBe(
      'Staff hid your reply: Harassment or bullying',
    );
  });
});

describe('notificationHref', () => {
  it('links answers of a request to the request, and reactions to the answer', () => {
    expect(
      notificationHref({ type: 'followed_request_answered', requestId: 4, responseId: 9 }),
    ).toBe('/requests/4');
    expect(notificationHref({ type: 'response_cosigned', requestId: 4, responseId: 9 })).toBe(
      '/requests/4#response-9',
    );
  });
});
