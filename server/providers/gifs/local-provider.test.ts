/** The offline GIF provider's matching rules and provider selection from configuration. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createGifProvider } from './index';
import { LOCAL_GIFS } from './local-catalog';
import { scoreLocalGif, searchLocalGifs, stem } from './local-provider';

const byId = (id: string) => LOCAL_GIFS.find((g) => g.id === id)!;

describe('local GIF matching', () => {
  it('stems common English endings of longer words only', () => {
    expect(stem('dancing')).toBe('danc');
    expect(stem('dance')).toBe('danc');
    expect(stem('records')).toBe('record');
    expect(stem('rain')).toBe('rain');
  });

  it('needs every query word; title words outrank tags; a whole-tag match ranks first', () => {
    const vinyl = byId('vinyl-spin');
    expect(scoreLocalGif(vinyl, 'vinyl')).toBe(2 + 3);
    expect(scoreLocalGif(vinyl, 'dj')).toBe(1 + 3);
    expect(scoreLocalGif(vinyl, 'vinyl banana')).toBe(0);
    expect(scoreLocalGif(vinyl, 'VÍNYL  Records')).toBeGreaterThan(0);
    expect(searchLocalGifs('bass drop')[0]!.id).toBe('bass-drop');
    expect(searchLocalGifs('')).toEqual([]);
  });
});

describe('GIF provider selection', () => {
  it('is local by default, giphy or tenor when chosen or implied by a key', () => {
    expect(createGifProvider(loadConfig({})).name).toBe('local');
    expect(createGifProvider(loadConfig({ GIPHY_API_KEY: 'g' })).name).toBe('giphy');
    expect(createGifProvider(loadConfig({ TENOR_API_KEY: 't' })).name).toBe('tenor');
    expect(createGifProvider(loadConfig({ GIPHY_API_KEY: 'g', TENOR_API_KEY: 't' })).name).toBe(
      'giphy',
    );
    expect(
      createGifProvider(
        loadConfig({ GIF_PROVIDER: 'tenor', GIPHY_API_KEY: 'g', TENOR_API_KEY: 't' }),
      ).name,
    ).toBe('tenor');
    expect(createGifProvider(loadConfig({ GIF_PROVIDER: 'local', GIPHY_API_KEY: 'g' })).name).toBe(
      'local',
    );
  });

  it('refuses to start with a real provider and no key', () => {
    expect(() => loadConfig({ GIF_PROVIDER: 'giphy' })).toThrow(
      /GIPHY_API_KEY: required by the chosen provider/,
    );
    expect(() => loadConfig({ GIF_PROVIDER: 'tenor' })).toThrow(/TENOR_API_KEY/);
    expect(() => loadConfig({ GIF_PROVIDER: 'imgur' })).toThrow(/GIF_PROVIDER/);
  });
});
