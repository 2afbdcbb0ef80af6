/**
 * Built-in words of the detector, on top of the taxonomy's names and its genre_aliases table:
 * common spellings that name a genre of the seed taxonomy, title keywords, and the genre names too
 * ordinary in English to be trusted without a music word next to them. Genre names that do not
 * exist in the configured taxonomy are skipped, so another taxonomy loses aliases, never breaks.
 */

/** alias → taxonomy genre name(s). Sources: everyday usage and the labels of the catalogues we import (Harmonix, Deezer). */
export const BUILT_IN_ALIASES: Record<string, string[]> = {
  'hiphop': ['Hip Hop'],
  'hip-hop': ['Hip Hop'],
  'rap': ['Hip Hop'],
  'rap music': ['Hip Hop'],
  'rnb': ['R&B'],
  'r n b': ['R&B'],
  'rhythm and blues': ['R&B'],
  'alternative': ['Alternative Rock'],
  'alt rock': ['Alternative Rock'],
  'alt-rock': ['Alternative Rock'],
  'indie': ['Indie Rock'],
  'electronic music': ['Electronic'],
  'electronic dance music': ['EDM'],
  'dance music': ['Dance'],
  'dance electronic': ['Dance', 'Electronic'],
  'techno house': ['Techno', 'House'],
  'dnb': ['Drum and Bass'],
  'd and b': ['Drum and Bass'],
  'drum n bass': ['Drum and Bass'],
  'drum bass': ['Drum and Bass'],
  'kpop': ['K-Pop'],
  'jpop': ['J-Pop'],
  'lofi': ['Lo-fi'],
  'lofi hip hop': ['Lo-fi Hip Hop'],
  'chill out': ['Chillout'],
  'trip-hop': ['Trip Hop'],
  'triphop': ['Trip Hop'],
  'film scores': ['Film Score'],
  'movie soundtrack': ['Soundtrack'],
  'soundtracks': ['Soundtrack'],
  'ost': ['Soundtrack'],
  'video game': ['Video Game Music'],
  'video games': ['Video Game Music'],
  'musicals': ['Musical Theatre'],
  'broadway': ['Show Tunes'],
  'kids': ["Children's Music"],
  'nursery rhymes': ["Children's Music"],
  'singer songwriter': ['Singer-Songwriter'],
  'singer and songwriter': ['Singer-Songwriter'],
  'rock n roll': ['Rock and Roll'],
  'rock and roll': ['Rock and Roll'],
  'rock roll': ['Rock and Roll'],
  'latin': ['Latin Pop'],
  'latin music': ['Latin Pop'],
  'reggaetón': ['Reggaeton'],
  'heavy metal music': ['Heavy Metal'],
  'classic rock': ['Classic Rock'],
  'punk': ['Punk Rock'],
  'emo rap': ['Emo'],
  'synthpop': ['Synth-pop'],
  'electropop': ['Electropop'],
  'xmas': ['Christmas'],
  'christmas songs': ['Christmas'],
  'chanson francaise': ['Chanson'],
  'french chanson': ['Chanson'],
  'worship music': ['Worship'],
  'christian': ['Contemporary Christian'],
  'christian music': ['Contemporary Christian'],
  'classical music': ['Classical'],
  'orchestra': ['Orchestral'],
  'symphonic': ['Orchestral'],
  'funk and disco': ['Funk', 'Disco'],
  'soul and funk': ['Soul', 'Funk'],
};

/**
 * Single words that are genre names (or aliases) but ordinary English: in free text they count only
 * next to a music word ("house music", "soul songs") or beside another genre ("soul and funk").
 * In song titles they never count ("House of the Rising Sun" is not house).
 */
export const AMBIGUOUS_WORDS = new Set([
  'rock', 'pop', 'soul', 'house', 'dance', 'country', 'folk', 'trap', 'drill', 'grime', 'swing', 'metal',
  'funk', 'disco', 'blues', 'jungle', 'garage', 'noise', 'drone', 'dub', 'industrial', 'ambient', 'indie',
  'alternative', 'electronic', 'classical', 'latin', 'christmas', 'gospel', 'emo', 'punk', 'ska', 'romantic',
  'baroque', 'renaissance', 'medieval', 'minimalism', 'experimental', 'novelty', 'parody', 'comedy', 'lounge',
  'celtic', 'hawaiian', 'ballet', 'opera', 'soundtrack', 'kids', 'worship', 'hymns', 'spirituals', 'lullaby',
  'boogie', 'banda', 'rumba', 'mambo', 'tango', 'salsa', 'samba', 'polka', 'trance', 'electro', 'rap',
  'dance', 'ost', 'orchestra', 'symphonic', 'christian', 'choral', 'arabesque', 'breakbeat', 'footwork',
  'motown', 'romantic', 'oi', 'trot', 'axe', 'dancehall', 'chanson', 'zouk', 'bolero',
]);

/** Words that make a neighbouring ambiguous genre word mean the genre ("country music", "soul songs"). */
export const MUSIC_CONTEXT_WORDS = new Set([
  'music', 'musics', 'song', 'songs', 'track', 'tracks', 'tune', 'tunes', 'genre', 'genres', 'band', 'bands',
  'artist', 'artists', 'singer', 'singers', 'album', 'albums', 'playlist', 'playlists', 'vibe', 'vibes',
  'beat', 'beats', 'sound', 'sounds', 'style', 'records', 'record', 'groups', 'group', 'classics', 'hits',
  'ballad', 'ballads', 'anthem', 'anthems', 'jams', 'jam', 'banger', 'bangers', 'stuff', 'era', 'scene',
  'remix', 'remixes', 'cover', 'covers', 'instrumental', 'instrumentals', 'mix', 'mixes',
]);

/**
 * Title keywords (after genre names): strong words in a song title and the genres they imply. Words
 * match whole ("op" needs to stand alone, as in "Nocturne Op. 9 No. 2").
 */
export const TITLE_KEYWORDS: Record<string, string[]> = {
  'symphony': ['Classical'],
  'concerto': ['Classical'],
  'sonata': ['Classical'],
  'nocturne': ['Classical'],
  'etude': ['Classical'],
  'prelude and fugue': ['Classical'],
  'bwv': ['Classical'],
  'op': ['Classical'],
  'k': [],
  'requiem': ['Classical'],
  'aria': ['Opera'],
  'overture': ['Classical'],
  'nightcore': ['Electronic'],
  'lofi': ['Lo-fi'],
  'lo fi': ['Lo-fi'],
  'chiptune': ['Chiptune'],
  '8 bit': ['Chiptune'],
  'ost': ['Soundtrack'],
  'original soundtrack': ['Soundtrack'],
  'from the motion picture': ['Soundtrack'],
  'main theme': ['Soundtrack'],
  'christmas': ['Christmas'],
  'xmas': ['Christmas'],
  'jingle bells': ['Christmas'],
  'santa claus': ['Christmas'],
  'lullaby': ['Lullaby'],
  'nursery rhyme': ["Children's Music"],
  'reggaeton': ['Reggaeton'],
  'dubstep': ['Dubstep'],
  'drum and bass': ['Drum and Bass'],
  'bachata': ['Bachata'],
  'cumbia': ['Cumbia'],
  'hymn': ['Hymns'],
  'worship': ['Worship'],
  'polka': ['Polka'],
  'tango': ['Tango'],
  'flamenco': ['Flamenco'],
  'bossa nova': ['Bossa Nova'],
  'qawwali': ['Qawwali'],
  'amapiano': ['Amapiano'],
  'phonk': ['Phonk'],
  'synthwave': ['Synthwave'],
  'vaporwave': ['Vaporwave'],
};

/**
 * Words in request text that sound like a genre but are not one we know ("darkwave-ish" aside):
 * "<word> music", "<word> songs", "<word>-core", "<word>wave". What precedes such a word is offered to
 * staff as a suggested genre (suggested_genres). Stop words keep "some music", "good songs" out.
 */
export const SUGGESTION_STOP_WORDS = new Set([
  'a', 'an', 'the', 'some', 'any', 'more', 'good', 'great', 'best', 'new', 'old', 'other', 'similar', 'like',
  'my', 'your', 'his', 'her', 'their', 'our', 'this', 'that', 'these', 'those', 'of', 'for', 'to', 'and', 'or',
  'with', 'without', 'in', 'on', 'about', 'by', 'from', 'sad', 'happy', 'chill', 'calm', 'slow', 'fast', 'loud',
  'quiet', 'upbeat', 'cool', 'nice', 'favorite', 'favourite', 'fav', 'love', 'romantic', 'party', 'summer',
  'winter', 'night', 'morning', 'study', 'studying', 'workout', 'gym', 'driving', 'road', 'trip', 'sleep',
  'relaxing', 'background', 'instrumental', 'live', 'acoustic', 'cover', 'covers', 'popular', 'famous', 'classic',
  'underground', 'obscure', 'recent', 'modern', 'english', 'french', 'spanish', 'german', 'japanese', 'korean',
  'songs', 'song', 'music', 'is', 'are', 'was', 'be', 'me', 'i', 'you', 'we', 'what', 'which', 'whose', 'all',
  'many', 'few', 'lots', 'lot', 'kind', 'kinds', 'type', 'types', 'sort', 'very', 'really', 'so', 'too', 'just',
  'it', 'its', 'no', 'not', 'x', 's', 'mood', 'moody', 'dark', 'heavy', 'light', 'soft', 'hard', 'energetic',
  'emotional', 'angry', 'weird', 'strange', 'beautiful', 'catchy', 'underrated', 'wedding', 'funeral', 'dinner',
  'background', 'video', 'game', 'movie', 'tv', 'anime', 'church', 'background', 'local', 'random', 'early', 'late',
]);
