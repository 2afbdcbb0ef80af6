/**
 * Just enough parsing of video titles and channel names to look a song up in the catalogue:
 * packaging in brackets and "feat." credits dropped, "Artist - Title" split both ways, "… - Topic"
 * and "…VEVO" channels read as the artist. (Full title cleaning for staff is the quality review's job.)
 */
import { normalizeKey } from './text';

/** One way to read a video as (artist, title), both normalised with normalizeKey. */
export interface SongReading {
  artist: string;
  title: string;
}

const BRACKETS = /\([^)]*\)|\[[^\]]*\]|【[^】]*】|「|」|『|』|\{[^}]*\}/g;
const FEATURING = /\s(?:feat\.?|ft\.?|featuring|with)\s.*$/i;
const PACKAGING =
  /\b(?:official\s+(?:music\s+)?(?:video|audio|lyric\s+video|visualizer)|lyric\s+video|lyrics?|audio|hd|hq|4k|remaster(?:ed)?(?:\s+\d{4})?|m\/v|mv)\b/gi;
const DASH = /\s+[-–—~|]\s+/;

/** Removes bracketed packaging, featured credits, file extensions and track numbers from a title. */
export function stripPackaging(title: string): string {
  return title
    .replace(BRACKETS, ' ')
    .replace(/\.(?:mp3|mp4|m4a|flac|wav|webm)$/i, '')
    .replace(PACKAGING, ' ')
    .replace(/^\s*\d{1,2}[.)]\s+/, '')
    .replace(FEATURING, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The artist a channel name stands for: "Adele - Topic" → "Adele", "TaylorSwiftVEVO" → "Taylor Swift". */
export function channelArtist(channel: string | null | undefined): string | null {
  if (!channel) return null;
  let name = channel.replace(/\s*-\s*topic$/i, '').replace(/\s*official$/i, '');
  if (/vevo$/i.test(name)) name = name.replace(/vevo$/i, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  name = name.trim();
  return name || null;
}

/** Splits an artist credit into its names: "A feat. B", "A & B", "A, B", "A x B". */
export function splitArtists(artist: string): string[] {
  return artist
    .split(/\s+(?:feat\.?|ft\.?|featuring|with|x|vs\.?|and)\s+|\s*[&,/;+]\s*/i)
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * The plausible (artist, title) readings of a video, most likely first: the title's dash split both
 * ways, then the whole title with the given artist and with the channel's artist.
 */
export function songReadings(
  title: string,
  artist?: string | null,
  channel?: string | null,
): SongReading[] {
  const readings: SongReading[] = [];
  const push = (a: string | null | undefined, t: string | null | undefined) => {
    const ak = a ? normalizeKey(stripPackaging(a)) : '';
    const tk = t ? normalizeKey(stripPackaging(t)) : '';
    if (ak && tk && !readings.some((r) => r.artist === ak && r.title === tk))
      readings.push({ artist: ak, title: tk });
  };
  const bare = title.replace(BRACKETS, ' ').trim();
  const parts = bare.split(DASH);
  if (parts.length >= 2) {
    push(parts[0], parts.slice(1).join(' '));
    push(parts[parts.length - 1], parts.slice(0, -1).join(' '));
  }
  push(artist, title);
  push(channelArtist(channel), title);
  return readings;
}

/** Artist names a video may be by, most likely first (given artist, dash sides, channel). */
export function artistCandidates(
  title: string,
  artist?: string | null,
  channel?: string | null,
): string[] {
  const names: string[] = [];
  const add = (value: string | null | undefined) => {
    if (!value) return;
    for (const name of [value, ...splitArtists(value)]) {
      const key = normalizeKey(stripPackaging(name));
      if (key && !names.includes(key)) names.push(key);
    }
  };
  add(artist);
  const parts = title.replace(BRACKETS, ' ').trim().split(DASH);
  if (parts.length >= 2) {
    add(parts[0]);
    add(parts[parts.length - 1]);
  }
  add(channelArtist(channel));
  return names;
}
