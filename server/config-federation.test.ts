/**
 * The federation settings: off by default, on refuses to start without PUBLIC_URL, and separate
 * delivery needs PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('federation settings', () => {
  it('are off and refuse private addresses by default', () => {
    const config = loadConfig({});
    expect(config.FEDERATION).toBe('off');
    expect(config.FEDERATION_ALLOW_PRIVATE_ADDRESSES).toBe(false);
  });

  it('refuse FEDERATION=on without PUBLIC_URL, naming it', () => {
    let error: unknown;
    try {
      loadConfig({ FEDERATION: 'on' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PUBLIC_URL: required when FEDERATION=on: the public address is part of every actor and object id',
    ]);
  });

  it('accept FEDERATION=on with PUBLIC_URL, and only on/off and true/false', () => {
    const config = loadConfig({
      FEDERATION: 'on',
      PUBLIC_URL: 'https://hearsay.example',
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    });
    expect(config.FEDERATION).toBe('on');
    expect(config.FEDERATION_ALLOW_PRIVATE_ADDRESSES).toBe(true);
    expect(() => loadConfig({ FEDERATION: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: '1' })).toThrow(ConfigError);
  });

  it('send deliveries in process by default, and refuse a separate worker on the embedded database', () => {
    expect(loadConfig({}).FEDERATION_DELIVERY).toBe('in-process');
    let error: unknown;
    try {
      loadConfig({ FEDERATION_DELIVERY: 'separate' });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'FEDERATION_DELIVERY: separate needs DATABASE_URL: the embedded database is open in one process only, so the worker could not reach the queue',
    ]);
    const config = loadConfig({
      FEDERATION_DELIVERY: 'separate',
      DATABASE_URL: 'postgres://hearsay@127.0.0.1:5432/hearsay',
    });
    expect(config.FEDERATION_DELIVERY).toBe('separate');
    expect(() => loadConfig({ FEDERATION_DELIVERY: 'elsewhere' })).toThrow(ConfigError);
  });
});
