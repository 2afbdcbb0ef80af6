/**
 * /minimal-player (staff; spec 001 §2 "Developer test pages"): the Spotify Web Playback SDK on its
 * own, outside the floating player, to see the SDK's events as they come: connect, device id,
 * play a track uri, pause/resume, the position ticking every 100 ms; with the player log and a
 * debug console capture.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PlaybackStatus } from '../../../features/player/player-state';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../features/auth';
import { fetchSpotifyToken, useSpotifyStatus } from '../../../features/spotify';
import { playerLog } from '../../../features/player/lib/player-log';
import { spotifyUriOf } from '../../../features/player/lib/song-sources';
import { createSpotifyEngine, type SpotifyEngine } from '../../../features/player/spotify';
import { DebugConsolePanel, PlayerLogPanel } from './dev-tools';
import { t } from '../../../lib/i18n';

const seconds = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/**
 * A Spotify engine of its own for the page, reporting into React state: `connect()` (re)creates
 * it, the page's other buttons drive `engine.current`. Destroyed when the page unmounts.
 */
function useMinimalEngine() {
  const { user } = useSession();
  const { config } = useSpotifyStatus();
  const engine = useRef<SpotifyEngine | null>(null);
  const [device, setDevice] = useState<string | null>(null);
  const [state, setState] = useState<PlaybackStatus | 'not connected'>('not connected');
  const [position, setPosition] = useState({ at: 0, of: 0 });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => engine.current?.destroy(), []);

  async function connect() {
    if (!config?.sdkUrl || !config.apiBaseUrl || !user) return;
    setProblem(null);
    engine.current?.destroy();
    const created = createSpotifyEngine({
      sdkUrl: config.sdkUrl,
      apiBaseUrl: config.apiBaseUrl,
      name: 'Hearsay minimal player',
      getToken: async () => (await fetchSpotifyToken(user.id)).accessToken,
      onStatus: (s) => {
        setState(s);
        playerLog('spotify', `state ${s}`);
      },
      onError: (err) => setProblem(err.message),
      onPosition: (at, of) => setPosition({ at, of }),
    });
    engine.current = created;
    try {
      await created.connect();
      setDevice(created.deviceId);
      setState('idle');
    } catch (err) {
      setProblem((err as Error).message);
    }
  }

  return { engine, device, state, position, problem, setProblem, connect };
}

/** The page: connect, device, state and position, a uri to play, pause and resume, the logs. */
export function MinimalPlayerPage() {
  useDocumentTitle(t('staff.dev.minimalPlayer'));
  const { enabled, status } = useSpotifyStatus();
  const { engine, device, state, position, problem, setProblem, connect } = useMinimalEngine();
  const [uri, setUri] = useState('');

  function play(event: FormEvent) {
    event.preventDefault();
    const value = uri.trim();
    if (!spotifyUriOf({ uri: value })) return setProblem(t('staff.dev.enterUri'));
    if (!engine.current?.ready) return setProblem(t('staff.dev.notReady'));
    setProblem(null);
    engine.current.load(value).catch((err: Error) => setProblem(err.message));
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('staff.dev.minimalPlayer')}</h1>
      {!enabled ? (
        <p className="text-muted">{t('staff.dev.spotifyOff')}</p>
      ) : !status?.connected ? (
        <p className="text-muted">{t('staff.dev.connectFirst')}</p>
      ) : (
        <div className="space-y-3 rounded-2xl border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void connect()}>
              {device ? t('staff.dev.reconnect') : t('staff.dev.connect')}
            </Button>
            <span className="text-sm" data-testid="minimal-device">
              {t('staff.dev.device', { device: device ?? 'none' })}
            </span>
            <span className="text-sm" data-testid="minimal-state">
              {t('staff.dev.state', { state })}
            </span>
            <span className="font-mono text-sm" data-testid="minimal-position">
              {seconds(position.at)} / {seconds(position.of)}
            </span>
          </div>
          <form className="flex flex-wrap items-end gap-2" onSubmit={play}>
            <TextField
              label={t('staff.dev.trackUri')}
              value={uri}
              onChange={(e) => setUri(e.target.value)}
              placeholder={t('staff.dev.trackUriExample')}
              className="grow"
            />
            <Button type="submit">{t('staff.dev.play')}</Button>
            <Button variant="secondary" onClick={() => engine.current?.pause()}>
              {t('staff.dev.pause')}
            </Button>
            <Button variant="secondary" onClick={() => engine.current?.play()}>
              {t('staff.dev.resume')}
            </Button>
          </form>
          {problem && (
            <p role="alert" className="text-sm font-semibold text-danger">
              {problem}
            </p>
          )}
        </div>
      )}
      <PlayerLogPanel />
      <DebugConsolePanel />
    </div>
  );
}
