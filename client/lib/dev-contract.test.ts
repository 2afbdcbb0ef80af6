/** The development contract check knows every route of the table and nothing else (decision 036). */
import { describe, expect, it } from 'vitest';
import { checkAnswer, routeNameOf } from './dev-contract';

describe('dev contract', () => {
  it('names the route a call reaches, a fixed segment before a placeholder', () => {
    expect(routeNameOf('GET', '/api/requests/7')).toBe('getRequest');
    expect(routeNameOf('POST', '/api/auth/sessions/sign-out-others')).toBe(
      'postAuthSessionsSignOutOthers',
    );
    expect(routeNameOf('DELETE', '/api/auth/sessions/3')).toBe('deleteAuthSession');
    expect(routeNameOf('GET', '/api/requests/7/nothing')).toBeNull();
    expect(routeNameOf('PUT', '/api/requests')).toBeNull();
  });

  it('fails loudly on a path the server does not have', () => {
    expect(() => checkAnswer('GET', '/api/requestz?limit=2', {})).toThrow(
      'API contract: no route GET /api/requestz',
    );
    expect(() => checkAnswer('POST', '/email/unsubscribe?token=t', {})).not.toThrow();
  });

  it('parses a contracted answer and reports drift', () => {
    expect(() =>
      checkAnswer('GET', '/api/notifications/unread-count', { unread: 2 }),
    ).not.toThrow();
    expect(() => checkAnswer('GET', '/api/notifications/unread-count', { unread: 'x' })).toThrow(
      'API contract drift on GET /api/notifications/unread-count: unread',
    );
  });
});
