import { describe, expect, it } from 'vitest';
import { remoteServerOf } from './remote-handles';

describe('remoteServerOf', () => {
  it('reads the server of a remote slug and nothing from a local one', () => {
    expect(remoteServerOf('kim@social.example')).toBe('social.example');
    expect(remoteServerOf('kim@127.0.0.1:3720')).toBe('127.0.0.1:3720');
    expect(remoteServerOf('ada-lovelace')).toBeNull();
    expect(remoteServerOf(undefined)).toBeNull();
    expect(remoteServerOf('@')).toBeNull();
  });
});
