/** What the member reads when the browser's part of a security-key ceremony fails (decision 039). */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { NO_WEBAUTHN, securityKeyErrorText } from './security-keys-api';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('securityKeyErrorText', () => {
  it('explains a cancelled prompt, a key already registered, and a browser without support', () => {
    expect(securityKeyErrorText(domError('NotAllowedError'))).toMatch(/cancelled or timed out/);
    expect(securityKeyErrorText(domError('InvalidStateError'))).toMatch(/already registered/);
    expect(securityKeyErrorText(domError('NotSupportedError'))).toBe(NO_WEBAUTHN);
    expect(securityKeyErrorText(new Error('WebAuthn is not supported in this browser'))).toBe(
      NO_WEBAUTHN,
    );
  });

  it("shows the server's message for an API answer, and a general one otherwise", () => {
    const answer = new ApiError(400, 'That security key could not be verified.', {
      error: 'invalid_security_key',
      message: 'That security key could not be verified.',
    });
    expect(securityKeyErrorText(answer)).toBe('That security key could not be verified.');
    expect(securityKeyErrorText('odd')).toMatch(/could not be used/);
  });
});
