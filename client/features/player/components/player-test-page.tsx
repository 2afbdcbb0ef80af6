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
import { useSpotifyStatus } from '../../spotify';
import { isMobileBrowser } from '../../spotify';
import { activeRouter, usePlaybackSource } from '../lib/playback-sources';
import { spotifyUriOf } from '../lib/spotify-errors';
import { isVideoId } from '../lib/video-id';
import { playerActions } from '../player-store';
import { DebugConsolePanel, PlayerLogPanel } from './dev-tools';

const yesNo = (v: boolean | null | undefined) => (v ? 'yes' : 'no');

export function PlayerTestPage() {
  useDocumentTitle('Player test');
  const { enabled, status } = useSpotifyStatus();
  const source = usePlaybackSource();
  const [uri, setUri] = useState('');
  const [videoId, setVideoId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const spotifySong = (): SongData | null => {
    const value = uri
      .trim()
      .replace(/^https:\/\/open\.spotify\.com\/track\/([A-Za-z0-9]{22}).*$/, 'spotify:track:$1');
    return spotifyUriOf({ uri: value })
      ? { id: value.split(':')[2]!, uri: value, name: 'Spotify test track', artist: 'Player test' }
      : null;
  };
  const youtubeSong = (): SongData | null =>
    isVideoId(videoId.trim())
      ? {
          id: videoId.trim(),
          videoId: videoId.trim(),
          name: 'YouTube test video',
          artist: 'Player test',
        }
      : null;

  function play(kind: 'spotify' | 'youtube' | 'both') {
    return (event: FormEvent) => {
      event.preventDefault();
      const s = spotifySong();
      const y = youtubeSong();
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
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Player test</h1>
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
