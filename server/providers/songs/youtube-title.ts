/**
 * Song name and artist from a YouTube video title and channel, for the `youtube` song provider.
 * Music videos are mostly titled "Artist - Title (Official Video)"; auto-generated "Topic"
 * channels and VEVO channels carry the artist in the channel name instead.
 */

/** Words that mark a bracketed or trailing part of a title as packaging, not part of the song name. */
const PACKAGING =
  /\b(official|video|audio|lyrics?|visuali[sz]er|hd|hq|4k|1080p|720p|remaster(ed)?|m\/v|mv|explicit|clean|color coded|full album|music video|with lyrics|letra|clip officiel)\b/i;

/** Decodes the HTML entities the YouTube API leaves in search snippets (&amp; &#39; &quot; …). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Removes packaging from a title: bracketed parts that mention it ("(Official Video)",
 * "[Remastered in 4K]"), anything after " | " or " // ", and a trailing "Official Video" or
 * "Lyrics"-style phrase. Collapses whitespace. "a-ha - Take On Me (Official Video) [4K]" →
 * "a-ha - Take On Me".
 */
export function cleanVideoTitle(title: string): string {
  let t = decodeEntities(title);
  t = t.replace(/\s*(\||\/\/)\s.*$/, '');
  t = t.replace(/\s*[([{【]([^)\]}】]*)[)\]}】]/g, (whole, inner: string) =>
    PACKAGING.test(inner) ? ' ' : whole,
  );
  t = t.replace(
    /\s+[-–—]?\s*(official\s+(music\s+)?(video|audio|lyric video)|lyric video|lyrics)\s*$/i,
    '',
  );
  return t.replace(/\s+/g, ' ').trim();
}

/** "a-ha - Topic" → "a-ha", "ColdplayVEVO" → "Coldplay", "Queen Official" → "Queen". */
export function cleanChannelName(channel: string): string {
  return decodeEntities(channel)
    .replace(/\s*-\s*Topic$/i, '')
    .replace(/\s*VEVO$/i, '')
    .replace(/\s+(official)$/i, '')
    .trim();
}

const stripQuotes = (s: string) => s.replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '').trim();

/**
 * Splits a cleaned title into artist and song name on the first " - " (or en/em dash), else on a
 * quoted title ('Artist "Song"'). Without either the whole title is the name and the artist comes
 * from a Topic/VEVO channel, or stays null (displays fall back to the channel name, spec 000 §3).
 */
export function parseVideoTitle(
  rawTitle: string,
  channel = '',
): { name: string; artist: string | null } {
  const title = cleanVideoTitle(rawTitle);
  const dash = title.match(/^(.+?)\s+[-–—~]\s+(.+)$/);
  if (dash && dash[1]!.trim() && dash[2]!.trim())
    return { artist: stripQuotes(dash[1]!), name: stripQuotes(dash[2]!) };
  const quoted = title.match(/^(.+?)\s+["“](.+)["”]\s*(.*)$/);
  if (quoted)
    return {
      artist: quoted[1]!.trim(),
      name: `${quoted[2]!.trim()}${quoted[3] ? ` ${quoted[3].trim()}` : ''}`,
    };
  const fromChannel = /(\s-\s*Topic|VEVO)$/i.test(channel) ? cleanChannelName(channel) : null;
  return {
    name: stripQuotes(title) || decodeEntities(rawTitle).trim(),
    artist: fromChannel || null,
  };
}
