/**
 * `npm run eval:genres`: scores the genre detector on labelled open data, offline.
 *
 * Songs: every song of ../shared/data/songs/youtube_song_catalogue.csv (Harmonix genre labels and
 * DALI Deezer genre labels, mapped to the built-in taxonomy by the detector's own label mapping) is
 * tagged as a response would be ("Artist - Title"), with that song removed from the catalogue first,
 * so the score says how well an unseen song by a known or unknown artist is tagged.
 *   precision = tagged songs with at least one labelled genre / tagged songs
 *   coverage  = songs tagged with a real genre / songs with a usable label
 *   the rest are tagged __no_genre_detected__.
 * Requests: the real request texts of ../shared/data/requests/music_reco_queries.csv; their labelled
 * `Artist` entities are compared with the catalogue artists the detector recognises in the text.
 *
 * Reads the data in place (never copied; DALI is CC BY-NC-SA 4.0). Missing data → says what is
 * missing and exits 0. Data folder: $SHARED_DATA_DIR, else ../shared/data, else ../../shared/data.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { SHARED_DATA_DIRS, sharedDataPath } from './shared-data';
import { GenreDetector } from '../server/modules/genre-detection/lib/detector';
import type {
  CatalogueSong,
  DetectionSource,
} from '../server/modules/genre-detection/lib/detector-types';
import { normalizeKey } from '../server/modules/genre-detection/lib/text';
import { stripPackaging } from '../server/modules/genre-detection/lib/song-title';

function findData(relative: string): string | null {
  try {
    return sharedDataPath(relative);
  } catch {
    return null;
  }
}

function pct(n: number, d: number): string {
  return d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`;
}

/** The built-in taxonomy (the seed file), ids in file order. */
function loadTaxonomy() {
  const tree = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../server/setup/data/genre-categories.json', import.meta.url)),
      'utf8',
    ),
  ) as {
    category: string;
    genres: string[];
  }[];
  const names = [...new Set(tree.flatMap((c) => c.genres))];
  return { genres: names.map((name, i) => ({ id: i + 1, name })), names };
}

interface CatalogueRow {
  title: string;
  artist: string;
  genres: string;
  source: string;
}

function evalSongs(catalogueFile: string) {
  const taxonomy = loadTaxonomy();
  const rows = parse(readFileSync(catalogueFile, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as CatalogueRow[];
  // One entry per song: a duplicate would let the "removed" song still be found.
  const byKey = new Map<string, CatalogueSong & { source: string }>();
  for (const r of rows) {
    const key = `${normalizeKey(r.artist)}|${normalizeKey(stripPackaging(r.title))}`;
    if (!byKey.has(key))
      byKey.set(key, {
        title: r.title,
        artist: r.artist,
        genre: r.genres || null,
        source: r.source,
      });
  }
  const songs = [...byKey.values()];
  const detector = new GenreDetector(taxonomy, songs);

  const bySource = new Map<string, { n: number; tagged: number; hits: number }>();
  const byMethod = new Map<DetectionSource, { tagged: number; hits: number }>();
  let evaluated = 0;
  let tagged = 0;
  let hits = 0;
  let predictedGenres = 0;
  let correctGenres = 0;
  let unlabelled = 0;
  for (const song of songs) {
    const labels = new Set(detector.genresOfLabel(song.genre));
    if (labels.size === 0) {
      unlabelled++;
      continue;
    }
    evaluated++;
    const s = bySource.get(song.source) ?? { n: 0, tagged: 0, hits: 0 };
    s.n++;
    const result = detector.detectSong(
      { title: `${song.artist} - ${song.title}` },
      { exclude: song },
    );
    if (result.genreIds.length > 0) {
      tagged++;
      s.tagged++;
      const correct = result.genreIds.filter((id) => labels.has(id)).length;
      predictedGenres += result.genreIds.length;
      correctGenres += correct;
      const m = byMethod.get(result.source) ?? { tagged: 0, hits: 0 };
      m.tagged++;
      if (correct > 0) {
        hits++;
        s.hits++;
        m.hits++;
      }
      byMethod.set(result.source, m);
    }
    bySource.set(song.source, s);
  }

  console.log(`\nSongs (${catalogueFile})`);
  console.log(
    `  catalogue: ${songs.length} distinct songs, ${detector.artistCount} artists; ${unlabelled} without a label the taxonomy knows (skipped)`,
  );
  console.log(
    `  evaluated: ${evaluated} songs, each removed from the catalogue first ("Artist - Title" as the video title)`,
  );
  console.log(`  precision: ${pct(hits, tagged)}  (tagged songs with at least one labelled genre)`);
  console.log(`  coverage:  ${pct(tagged, evaluated)}  (songs tagged with a real genre)`);
  console.log(`  tagged ${'__no_genre_detected__'}: ${pct(evaluated - tagged, evaluated)}`);
  console.log(
    `  genre-level precision: ${pct(correctGenres, predictedGenres)} (${correctGenres}/${predictedGenres} predicted genres are labelled ones; ≤ 3 per song)`,
  );
  for (const [source, s] of bySource) {
    console.log(
      `  ${source.padEnd(10)} n=${s.n}: precision ${pct(s.hits, s.tagged)}, coverage ${pct(s.tagged, s.n)}`,
    );
  }
  for (const [method, m] of byMethod)
    console.log(`  via ${method.padEnd(16)} ${m.tagged} songs, precision ${pct(m.hits, m.tagged)}`);
  const targetMet = tagged > 0 && hits / tagged >= 0.8 && tagged / evaluated >= 0.7;
  console.log(`  target (precision ≥ 80 % at coverage ≥ 70 %): ${targetMet ? 'met' : 'NOT met'}`);
  return detector;
}

interface QueryRow {
  query: string;
  entities: string;
  linked_entities: string;
}

/** "Creedence_Clearwater_Revival" → "creedence clearwater revival"; "Boris_(band)" → "boris". */
function wikiArtistKey(wikiName: string): string {
  let name = wikiName;
  try {
    name = decodeURIComponent(wikiName);
  } catch {
    // keep as is
  }
  return normalizeKey(name.replace(/_/g, ' ').replace(/\([^)]*\)/g, ' '));
}

function evalRequests(queriesFile: string, detector: GenreDetector) {
  const rows = parse(readFileSync(queriesFile, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as QueryRow[];
  let labelled = 0;
  let inCatalogue = 0;
  let recognised = 0;
  let recognisedKnown = 0;
  let found = 0;
  let falseFound = 0;
  let tagged = 0;
  const sources = new Map<DetectionSource, number>();
  for (const row of rows) {
    const entities = JSON.parse(row.entities || '[]') as { mention: string; type: string }[];
    const linked = JSON.parse(row.linked_entities || '[]') as {
      mention: string;
      type: string;
      wiki_name?: string;
    }[];
    const artists = entities
      .filter((e) => e.type === 'Artist')
      .map((e) => {
        const link = linked.find(
          (l) => l.type === 'Artist' && l.mention === e.mention && l.wiki_name,
        );
        const keys = [normalizeKey(e.mention), normalizeKey(e.mention.replace(/s$/, ''))];
        if (link?.wiki_name) keys.unshift(wikiArtistKey(link.wiki_name));
        return keys;
      });
    const result = detector.detectRequest({ type: 'text', content: row.query });
    if (result.genreIds.length > 0) tagged++;
    sources.set(result.source, (sources.get(result.source) ?? 0) + 1);
    const mentioned = new Set(result.mentionedArtists);
    found += mentioned.size;
    for (const keys of artists) {
      labelled++;
      const known = keys.some((k) => detector.genresOfArtistKnown(k));
      if (known) inCatalogue++;
      if (keys.some((k) => mentioned.has(k))) {
        recognised++;
        if (known) recognisedKnown++;
      }
    }
    for (const m of mentioned) if (!artists.some((keys) => keys.includes(m))) falseFound++;
  }
  console.log(`\nRequests (${queriesFile})`);
  console.log(
    `  ${rows.length} request texts; ${labelled} labelled Artist mentions, ${inCatalogue} of them artists in our catalogue`,
  );
  console.log(
    `  recognised: ${recognised} of ${labelled} labelled artists (${pct(recognised, labelled)}); ${recognisedKnown} of the ${inCatalogue} catalogue artists (${pct(recognisedKnown, inCatalogue)})`,
  );
  console.log(
    `  artists found in text: ${found}, of which ${falseFound} not labelled as an Artist there (${pct(found - falseFound, found)} precision)`,
  );
  console.log(
    `  requests tagged with a genre: ${tagged} of ${rows.length} (${pct(tagged, rows.length)}); by source: ${[...sources].map(([s, n]) => `${s} ${n}`).join(', ')}`,
  );
}

const catalogueFile = findData('songs/youtube_song_catalogue.csv');
const queriesFile = findData('requests/music_reco_queries.csv');
if (!catalogueFile) {
  console.log(
    `Missing: songs/youtube_song_catalogue.csv (Harmonix + DALI labelled songs) in ${SHARED_DATA_DIRS.join(' or ')}. Set SHARED_DATA_DIR. Nothing to score.`,
  );
  process.exit(0);
}
const detector = evalSongs(catalogueFile);
if (queriesFile) evalRequests(queriesFile, detector);
else
  console.log(
    `\nMissing: requests/music_reco_queries.csv in ${SHARED_DATA_DIRS.join(' or ')}; request tagging not scored.`,
  );
