/**
 * Content-Security-Policy sources the Spotify player needs: the Web Playback SDK script
 * and its iframe (sdk.scdn.co), the Web API and Accounts hosts the browser calls (device transfer,
 * play by uri), and album art (i.scdn.co). When the base URLs are configured elsewhere (a local fake
 * in the e2e suite), those origins are allowed too, so the policy follows the configuration.
 */
import { spotifyEnabled, type Config } from '../../config';

export interface SpotifyCspSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export function spotifyCspSources(config: Config): SpotifyCspSources {
  const sources: SpotifyCspSources = {
    script: ['https://sdk.scdn.co'],
    connect: ['https://api.spotify.com', 'https://accounts.spotify.com'],
    frame: ['https://sdk.scdn.co'],
    img: ['https://i.scdn.co'],
  };
  if (!spotifyEnabled(config)) return sources;
  const add = (list: string[], url: string | undefined) => {
    const origin = originOf(url);
    if (origin && !list.includes(origin)) list.push(origin);
  };
  add(sources.script, config.SPOTIFY_SDK_URL);
  add(sources.frame, config.SPOTIFY_SDK_URL);
  add(sources.connect, config.SPOTIFY_API_BASE_URL);
  add(sources.connect, config.SPOTIFY_ACCOUNTS_BASE_URL);
  return sources;
}
