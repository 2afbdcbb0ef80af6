import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      SONG_PROVIDER: 'auto',
      ITUNES_BASE_URL: 'https://itunes.apple.com/',
      ONLINE_SONG_SEARCH_DAILY_MAX: 300,
      AUTH_RATE_LIMIT_MAX: 10,
      AUTH_RATE_LIMIT_HOURLY_MAX: 30,
      TRUST_PROXY: false,
      CSP_REPORT_ONLY: false,
      SEED: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('takes a loopback PREVIEW_AUDIO_ORIGIN only, as an origin, and lets no API key imply a song provider (decision 029)', () => {
    expect(loadConfig({}).PREVIEW_AUDIO_ORIGIN).toBeUndefined();
    expect(
      loadConfig({ PREVIEW_AUDIO_ORIGIN: 'http://127.0.0.1:4010/any/path' }).PREVIEW_AUDIO_ORIGIN,
    ).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ PREVIEW_AUDIO_ORIGIN: 'http://localhost:4010' }).PREVIEW_AUDIO_ORIGIN).toBe(
      'http://localhost:4010',
    );
    for (const origin of [
      'https://audio.example.com',
      'http://10.0.0.1:4010',
      'http://127.0.0.1.example.com',
      'ftp://127.0.0.1/',
    ]) {
      expect(() => loadConfig({ PREVIEW_AUDIO_ORIGIN: origin }), origin).toThrow(
        /PREVIEW_AUDIO_ORIGIN: must be a loopback origin/,
      );
    }
    expect(loadConfig({ YOUTUBE_API_KEY: 'k' }).SONG_PROVIDER).toBe('auto');
  });

  it('parses lists and numbers, and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      STAFF_EMAILS: ' A@x.io, b@y.io ,',
      DATABASE_URL: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.STAFF_EMAILS).toEqual(['a@x.io', 'b@y.io']);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const { problems, message } = err as ConfigError;
      expect(problems).toHaveLength(3);
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('refuses the outbound guard’s private-address escape hatch in production', () => {
    expect(
      loadConfig({ OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' }).OUTBOUND_ALLOW_PRIVATE_ADDRESSES,
    ).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' }),
    ).toThrow(/OUTBOUND_ALLOW_PRIVATE_ADDRESSES: is for tests only/);
  });
});
