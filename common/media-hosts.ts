/**
 * The only outside hosts the browser loads media from. The API refuses image and GIF
 * URLs on other hosts and the Content-Security-Policy (server/plugins/security-headers.ts) lists
 * exactly these, so no member can make other members' browsers fetch an address of their choice.
 */

/** YouTube video thumbnails (song search answers, the catalogue). */
export const YOUTUBE_IMAGE_HOSTS = ['i.ytimg.com'] as const;
/** GIPHY and Tenor media CDNs (the GIF providers' answers). */
export const GIF_MEDIA_HOSTS = [
  'media.giphy.com',
  'media0.giphy.com',
  'media1.giphy.com',
  'media2.giphy.com',
  'media3.giphy.com',
  'media4.giphy.com',
  'i.giphy.com',
  'media.tenor.com',
  'media1.tenor.com',
  'c.tenor.com',
] as const;
/** Spotify album art and playlist mosaics. */
export const SPOTIFY_IMAGE_HOSTS = [
  'i.scdn.co',
  'mosaic.scdn.co',
  'image-cdn-ak.spotifycdn.com',
  'image-cdn-fa.spotifycdn.com',
] as const;

/** Apple's artwork CDN (iTunes Search API `artworkUrl100`). */
export const ITUNES_IMAGE_HOSTS = [
  'is1-ssl.mzstatic.com',
  'is2-ssl.mzstatic.com',
  'is3-ssl.mzstatic.com',
  'is4-ssl.mzstatic.com',
  'is5-ssl.mzstatic.com',
] as const;

/** Every host an image (thumbnail, album art, GIF) may come from. */
export const IMAGE_HOSTS: readonly string[] = [
  ...YOUTUBE_IMAGE_HOSTS,
  ...GIF_MEDIA_HOSTS,
  ...SPOTIFY_IMAGE_HOSTS,
  ...ITUNES_IMAGE_HOSTS,
];

/** Hosts of 30-second song previews (iTunes Search API `previewUrl`); an audio element loads them. */
export const PREVIEW_AUDIO_HOSTS: readonly string[] = ['audio-ssl.itunes.apple.com'];

/**
 * One more origin previews may come from, set once at server start from PREVIEW_AUDIO_ORIGIN (a
 * loopback fake of the iTunes Search API in tests and e2e; the config accepts loopback only). None by
 * default, so production allows Apple's preview host alone. The CSP's `media-src` lists the same.
 */
let extraPreviewOrigin: string | null = null;

/** Sets (or with null clears) the extra preview origin; see PREVIEW_AUDIO_ORIGIN in server/config.ts. */
export function allowPreviewOrigin(origin: string | null | undefined): void {
  extraPreviewOrigin = origin ? new URL(origin).origin : null;
}

/** True when `value` is a preview URL we accept: https on PREVIEW_AUDIO_HOSTS, or on the extra origin. */
export function isAllowedPreviewUrl(value: string): boolean {
  if (isAllowedMediaUrl(value, PREVIEW_AUDIO_HOSTS)) return true;
  if (!extraPreviewOrigin) return false;
  try {
    const url = new URL(value);
    return url.origin === extraPreviewOrigin && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Hosts a song's link to its service may point at (iTunes `trackViewUrl`: Apple Music or the iTunes Store). */
export const SONG_LINK_HOSTS: readonly string[] = [
  'music.apple.com',
  'itunes.apple.com',
  'geo.music.apple.com',
];

/** True when `value` is an https URL on one of `hosts` (no credentials, default port). */
export function isAllowedMediaUrl(value: string, hosts: readonly string[] = IMAGE_HOSTS): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    hosts.includes(url.hostname)
  );
}
