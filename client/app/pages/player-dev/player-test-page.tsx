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
  const facts: [string, string][] = [
    ['Spotify configured', yesNo(enabled)],
    ['Connected', yesNo(status?.connected)],
    ['Subscription', status?.product ?? 'unknown'],
    ['Desktop browser', yesNo(!isMobileBrowser())],
    ['SDK device', engine?.deviceId ?? 'not started'],
    ['Playing from', source ?? 'nothing'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface p-4 text-sm sm:grid-cols-3">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt className="text-muted">{k}</dt>
          <dd
            className="font-semibold"
            data-testid={`fact-${k.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The page: the facts, a track uri and a video id to play alone or as a playlist, the logs. */
export function PlayerTestPage() {
  useDocumentTitle('Player test');
  const [uri, setUri] = useState('');
  const [videoId, setVideoId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function play(kind: 'spotify' | 'youtube' | 'both') {
    return (event: FormEvent) => {
      event.preventDefault();
      const s = spotifyTestSong(uri);
      const y = youtubeTestSong(videoId);
      setProblem(null);
      if (kind === 'spotify' && !s)
        return setProblem('Enter a Spotify track uri (spotify:track:…) or link.');
      if (kind === 'youtube' && !y) return setProblem('Enter an 11-character YouTube video id.');
      if (kind === 'both' && (!s || !y))
        return setProblem('Enter both a Spotify track and a YouTube video.');
      if (kind === 'spotify') playerActions.play(s!);
      else if (kind === 'youtube') playerActions.play(y!);
      else playerActions.playPlaylist([{ track: s! }, { track: y! }]);
    };
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Player test</h1>
      <SourceFacts />
      <form
        className="space-y-3 rounded-2xl border border-line bg-surface p-4"
        onSubmit={play('both')}
      >
        <TextField
          label="Spotify track uri"
          value={uri}
          onChange={(e) => setUri(e.target.value)}
          placeholder="spotify:track:…"
        />
        <TextField
          label="YouTube video id"
          value={videoId}
          onChange={(e) => setVideoId(e.target.value)}
          placeholder="dQw4w9WgXcQ"
        />
        {problem && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={play('spotify')}>Play Spotify track</Button>
          <Button onClick={play('youtube')} variant="secondary">
            Play YouTube video
          </Button>
          <Button type="submit" variant="outline">
            Play both as a playlist
          </Button>
          <Button variant="ghost" onClick={playerActions.close}>
            Stop
          </Button>
        </div>
      </form>
      <PlayerLogPanel />
      <DebugConsolePanel />
    </div>
  );
}
