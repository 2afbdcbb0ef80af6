/**
 * /player-test (staff; spec 001 §2 "Developer test pages"): try both engines of the floating player
 * by hand. Shows what decides the source (Spotify configured, connected, Premium, desktop, SDK
 * device, the source playing now), plays a Spotify track uri or a YouTube video id, or both as a
 * playlist, through the real player; with the player log and a debug console capture.
 */
import { useState, type FormEvent } from 'react';
import type { SongData } from '@common/schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSpotifyStatus } from '../../../features/spotify';
import { isMobileBrowser } from '../../../features/spotify';
import { activeRouter, usePlaybackSource } from '../../../features/player/routing';
import { spotifyUriOf } from '../../../features/player/lib/song-sources';
import { isVideoId } from '../../../features/player/lib/song-sources';
import { playerActions } from '../../../features/player/player-store';
import { DebugConsolePanel, PlayerLogPanel } from './dev-tools';
import { t } from '../../../lib/i18n';

const yesNo = (v: boolean | null | undefined) => (v ? 'yes' : 'no');

/** The test song of a Spotify track uri or open.spotify.com link, or null. */
function spotifyTestSong(uri: string): SongData | null {
  const value = uri
    .trim()
    .replace(/^https:\/\/open\.spotify\.com\/track\/([A-Za-z0-9]{22}).*$/, 'spotify:track:$1');
  return spotifyUriOf({ uri: value })
    ? { id: value.split(':')[2]!, uri: value, name: 'Spotify test track', artist: 'Player test' }
    : null;
}

/** The test song of a YouTube video id, or null. */
function youtubeTestSong(videoId: string): SongData | null {
  const id = videoId.trim();
  return isVideoId(id)
    ? { id, videoId: id, name: 'YouTube test video', artist: 'Player test' }
    : null;
}

/** What decides the source: Spotify configured, connected, Premium, desktop, SDK device, source now. */
function SourceFacts() {
  const { enabled, status } = useSpotifyStatus();
  const source = usePlaybackSource();
  const engine = activeRouter()?.spotifyEngine() ?? null;
  // The test id names each fact in English, whatever the page's language.
  const facts: [string, string, string][] = [
    ['spotify-configured', t('staff.dev.fact.configured'), yesNo(enabled)],
    ['connected', t('staff.dev.fact.connected'), yesNo(status?.connected)],
    ['subscription', t('staff.dev.fact.subscription'), status?.product ?? 'unknown'],
    ['desktop-browser', t('staff.dev.fact.desktop'), yesNo(!isMobileBrowser())],
    ['sdk-device', t('staff.dev.fact.device'), engine?.deviceId ?? 'not started'],
    ['playing-from', t('staff.dev.fact.playingFrom'), source ?? 'nothing'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface p-4 text-sm sm:grid-cols-3">
      {facts.map(([id, k, v]) => (
        <div key={id}>
          <dt className="text-muted">{k}</dt>
          <dd className="font-semibold" data-testid={`fact-${id}`}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The page: the facts, a track uri and a video id to play alone or as a playlist, the logs. */
export function PlayerTestPage() {
  useDocumentTitle(t('staff.dev.playerTest'));
  const [uri, setUri] = useState('');
  const [videoId, setVideoId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function play(kind: 'spotify' | 'youtube' | 'both') {
    return (event: FormEvent) => {
      event.preventDefault();
      const s = spotifyTestSong(uri);
      const y = youtubeTestSong(videoId);
      setProblem(null);
      if (kind === 'spotify' && !s) return setProblem(t('staff.dev.enterUriOrLink'));
      if (kind === 'youtube' && !y) return setProblem(t('staff.dev.enterVideoId'));
      if (kind === 'both' && (!s || !y)) return setProblem(t('staff.dev.enterBoth'));
      if (kind === 'spotify') playerActions.play(s!);
      else if (kind === 'youtube') playerActions.play(y!);
      else playerActions.playPlaylist([{ track: s! }, { track: y! }]);
    };
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('staff.dev.playerTest')}</h1>
      <SourceFacts />
      <form
        className="space-y-3 rounded-2xl border border-line bg-surface p-4"
        onSubmit={play('both')}
      >
        <TextField
          label={t('staff.dev.trackUri')}
          value={uri}
          onChange={(e) => setUri(e.target.value)}
          placeholder={t('staff.dev.trackUriExample')}
        />
        <TextField
          label={t('staff.dev.videoId')}
          value={videoId}
          onChange={(e) => setVideoId(e.target.value)}
          placeholder={t('staff.dev.videoIdExample')}
        />
        {problem && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={play('spotify')}>{t('staff.dev.playSpotify')}</Button>
          <Button onClick={play('youtube')} variant="secondary">
            {t('staff.dev.playYouTube')}
          </Button>
          <Button type="submit" variant="outline">
            {t('staff.dev.playBoth')}
          </Button>
          <Button variant="ghost" onClick={playerActions.close}>
            {t('staff.dev.stop')}
          </Button>
        </div>
      </form>
      <PlayerLogPanel />
      <DebugConsolePanel />
    </div>
  );
}
