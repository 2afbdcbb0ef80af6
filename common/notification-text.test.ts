import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-text';

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
