/** Chooses the GIF provider from configuration (decision 007; config.ts fills in the one a key implies). */
import type { Config } from '../../config';
import type { GifProvider } from './gif-provider';
import { createGiphyProvider } from './giphy-provider';
import { createLocalGifProvider } from './local-provider';
import { createTenorProvider } from './tenor-provider';

export function createGifProvider(config: Config): GifProvider {
  switch (config.GIF_PROVIDER) {
    case 'giphy':
      return createGiphyProvider({ apiKey: config.GIPHY_API_KEY!, baseUrl: config.GIPHY_BASE_URL });
    case 'tenor':
      return createTenorProvider({ apiKey: config.TENOR_API_KEY!, baseUrl: config.TENOR_BASE_URL });
    case 'local':
      return createLocalGifProvider();
  }
}
