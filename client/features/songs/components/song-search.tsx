/**
 * Song search box with its results dropdown (spec 000 §2): "Searching...", "No results found", then
 * "Results" with the songs as buttons. Enter searches at once; otherwise 800 ms after typing stops.
 * Each result names its source (catalogue, iTunes preview, YouTube, Spotify); songs with neither a
 * video nor a preview are marked, not hidden. An answer without its online results says why.
 * With `withSpotify`, a member who connected Spotify also gets Spotify's tracks in the same list,
 * after the others and without repeating a song already listed.
 */
import { useId, useState } from 'react';
import { VideoOff } from 'lucide-react';
import type { SongData, SongSource } from '@common/schemas';
import { SongRow } from '../../../components/ui/song-row';
import { Spinner } from '../../../components/ui/spinner';
import { SearchInput } from '../../../components/ui/search-input';
import { useSpotifySearch } from '../../spotify';
import { useSongSearch, type SearchFailureText } from '../api/song-search-api';
import { mergeResults } from '../lib/merge-results';
import { t } from '../../../lib/i18n';

/** Why an answer lacks its online results (decision 028). */
type SearchNotice = 'online_limited' | 'online_unavailable';

/** Words for an answer without its online results; never "No results found" alone. */
function noticeText(notice: SearchNotice): string {
  return notice === 'online_limited'
    ? t('songSearch.onlineLimited')
    : t('songSearch.onlineUnavailable');
}

/** The label of a result's source, so one list can mix them. */
export function songSourceLabel(source: SongSource): string {
  return t('songSearch.source', { source });
}

/** One result as a pick button, with its source and a "No video" mark when nothing can play it. */
function SongResult({ song, onPick }: { song: SongData; onPick: () => void }) {
  return (
    <button
      type="button"
      onClick={onPick}
      className="flex w-full items-center justify-between gap-3 p-2 text-start hover:bg-surface-2"
    >
      <SongRow song={song} size="sm" />
      {song.source && (
        <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
          {songSourceLabel(song.source)}
        </span>
      )}
      {song.playable === false && !song.previewUrl && (
        // The same muted "No video" mark as NotPlayable; no link inside this pick button.
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
          <VideoOff className="h-3.5 w-3.5" aria-hidden="true" />
          {t('songSearch.noVideo')}
        </span>
      )}
    </button>
  );
}

/** The dropdown's content: searching, no results (or why), or the notice and the results list. */
function SongSearchResults({
  id,
  isSearching,
  hasSearched,
  notice,
  results,
  onPick,
}: {
  id: string;
  isSearching: boolean;
  hasSearched: boolean;
  notice: SearchNotice | null | undefined;
  results: SongData[];
  onPick: (song: SongData) => void;
}) {
  if (isSearching)
    return (
      <div className="p-3">
        <Spinner label={t('songSearch.searching')} showLabel />
      </div>
    );
  if (hasSearched && results.length === 0)
    return (
      <p className="p-3 text-sm text-muted" role={notice ? 'status' : undefined}>
        {notice ? noticeText(notice) : t('songSearch.noResults')}
      </p>
    );
  if (results.length === 0) return null;
  return (
    <>
      {notice && (
        <p role="status" className="px-3 pt-2.5 text-sm text-muted">
          {noticeText(notice)}
        </p>
      )}
      <p
        id={`${id}-results-title`}
        className="px-3 pt-2.5 pb-1 text-xs font-bold tracking-wider text-muted uppercase"
      >
        {t('songSearch.results')}
      </p>
      <ul
        aria-labelledby={`${id}-results-title`}
        className="max-h-80 divide-y divide-line overflow-y-auto"
      >
        {results.map((song) => (
          <li key={song.id}>
            <SongResult song={song} onPick={() => onPick(song)} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function SongSearch({
  onSelect,
  label = t('songSearch.label'),
  disabled,
  failure,
  withSpotify = false,
}: {
  onSelect: (song: SongData) => void;
  label?: string;
  disabled?: boolean;
  /** Failure toast wording (spec 000 §8's two variants); defaults to "Song search failed". */
  failure?: SearchFailureText;
  /** Adds Spotify's results for members who connected it (the recommendation form). */
  withSpotify?: boolean;
}) {
  const [text, setText] = useState('');
  const songSearch = useSongSearch(text, failure);
  const spotify = useSpotifySearch(songSearch.query, withSpotify && songSearch.active);
  const results = mergeResults(songSearch.results, spotify.songs);
  // Spotify's answer may come later: the others show at once, "No results found" waits for both.
  const isSearching = songSearch.isSearching || (spotify.isSearching && results.length === 0);
  const id = useId();
  return (
    <div>
      <SearchInput
        label={label}
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // Enter searches at once (spec 000 §2) and never submits the surrounding form.
          e.preventDefault();
          songSearch.searchNow();
        }}
        placeholder={t('songSearch.placeholder')}
        autoComplete="off"
        aria-controls={songSearch.active ? `${id}-results` : undefined}
        disabled={disabled}
      />
      {songSearch.active && (
        <div
          id={`${id}-results`}
          className="mt-2 rounded-xl border border-line bg-surface shadow-sm"
          aria-live="polite"
        >
          <SongSearchResults
            id={id}
            isSearching={isSearching}
            hasSearched={songSearch.hasSearched}
            notice={songSearch.notice}
            results={results}
            onPick={(song) => {
              onSelect(song);
              setText('');
            }}
          />
        </div>
      )}
    </div>
  );
}
