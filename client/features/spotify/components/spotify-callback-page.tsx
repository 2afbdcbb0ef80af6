/**
 * /spotify-callback (spec 001 §2 "Streaming-account callback"): reads `code` and `state`, shows
 * "Connecting to Spotify...", lets the server exchange the code, then shows "Connected to Spotify!
 * Refreshing..." and reloads to / after 1 s. On error it shows the message ("No authorization
 * code provided", "Failed to connect to Spotify", or the server's state-mismatch message) and
 * goes to / after 3 s. The exchange runs once even when React mounts the page twice.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import {
  SPOTIFY_CALLBACK_ERROR_REDIRECT_MS,
  SPOTIFY_CALLBACK_SUCCESS_REDIRECT_MS,
} from '@common/constants';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { callbackUri, exchangeSpotifyCode } from '../api/spotify-api';

type Phase = { kind: 'connecting' } | { kind: 'connected' } | { kind: 'error'; message: string };

/**
 * The message for a failed exchange: the server's state-mismatch or missing-code text (in English
 * word for word, else the catalogue's), otherwise "Failed to connect to Spotify".
 */
export function callbackErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.body) {
    if (err.code === 'spotify_state_mismatch') return errorText(err, 'spotifyCallback.failed');
    if (err.body.message === 'No authorization code provided') return t('spotifyCallback.noCode');
  }
  return t('spotifyCallback.failed');
}

export function SpotifyCallbackPage() {
  useDocumentTitle('Spotify');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [phase, setPhase] = useState<Phase>({ kind: 'connecting' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !user) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    if (params.get('error')) {
      // The callback's outcome comes from the URL once, on arrival (spec 001 /spotify-callback).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPhase({ kind: 'error', message: t('spotifyCallback.failed') });
      return;
    }
    if (!code) {
      setPhase({ kind: 'error', message: t('spotifyCallback.noCode') });
      return;
    }
    exchangeSpotifyCode(user.id, { code, state, redirectUri: callbackUri() })
      .then(() => setPhase({ kind: 'connected' }))
      .catch((err: unknown) => setPhase({ kind: 'error', message: callbackErrorMessage(err) }));
  }, [params, user]);

  useEffect(() => {
    if (phase.kind === 'connecting') return;
    const timer = window.setTimeout(
      () =>
        phase.kind === 'connected' ? window.location.assign('/') : navigate('/', { replace: true }),
      phase.kind === 'connected'
        ? SPOTIFY_CALLBACK_SUCCESS_REDIRECT_MS
        : SPOTIFY_CALLBACK_ERROR_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div className="flex max-w-sm flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-8 py-10 text-center">
        <h1 className="sr-only">{t('spotifyCallback.heading')}</h1>
        {phase.kind === 'connecting' && (
          <Spinner label={t('spotifyCallback.connecting')} showLabel />
        )}
        {phase.kind === 'connected' && (
          <p role="status" className="flex items-center gap-2 font-semibold">
            <CheckCircle2 className="h-5 w-5 text-success" aria-hidden="true" />
            {t('spotifyCallback.connected')}
          </p>
        )}
        {phase.kind === 'error' && (
          <p role="alert" className="flex items-center gap-2 font-semibold">
            <XCircle className="h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
            {phase.message}
          </p>
        )}
      </div>
    </div>
  );
}
