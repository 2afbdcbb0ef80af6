/**
 * The Spotify card of /profile: Connect / Disconnect, the account's subscription, and
 * why a member may still hear YouTube (no Premium, phone or tablet). Hidden when the server has no
 * Spotify configuration. "Updating Spotify connection..." covers the screen while it changes;
 * a failure shows "There was an error connecting to Spotify. Please try again later." (spec 001 §8).
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDisconnectSpotify, useConnectSpotify, useSpotifyStatus } from '../api/spotify-api';
import { isMobileBrowser } from '../lib/platform';
import { SpotifyOverlay } from './spotify-overlay';
import { t } from '../../../lib/i18n';

/** Below the title: what the connection gives here, or why to connect (and a lost connection). */
function SpotifyStatusText({ status }: { status: ReturnType<typeof useSpotifyStatus>['status'] }) {
  return status?.connected ? (
    <div className="mt-3 space-y-1 text-sm text-muted">
      <p>
        {t('spotify.connected', {
          product: status.product ? (status.premium ? 'Premium' : status.product) : 'none',
        })}
      </p>
      {!status.premium && <p>{t('spotify.premiumOnly')}</p>}
      {status.premium && isMobileBrowser() && <p>{t('spotify.noMobile')}</p>}
      {status.premium && !isMobileBrowser() && <p>{t('spotify.playsHere')}</p>}
    </div>
  ) : (
    <div className="mt-3 space-y-1 text-sm text-muted">
      {status?.connectionLost && (
        <p role="status" className="font-semibold text-fg">
          {t('spotify.connectionLost')}
        </p>
      )}
      <p>{t('spotify.connectWhy')}</p>
    </div>
  );
}

export function SpotifyConnection() {
  const { enabled, status, isLoading } = useSpotifyStatus();
  const connect = useConnectSpotify();
  const disconnect = useDisconnectSpotify();
  const [failed, setFailed] = useState(false);
  if (!enabled) return null;
  const busy = connect.isPending || connect.isSuccess || disconnect.isPending;

  return (
    <section
      aria-labelledby="spotify-heading"
      className="rounded-3xl border border-line bg-surface p-6"
      data-testid="spotify-connection"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="spotify-heading" className="text-lg font-bold">
          Spotify
        </h2>
        {status?.connected ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => disconnect.mutate(undefined, { onError: () => setFailed(true) })}
          >
            {t('spotify.disconnect')}
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={busy || isLoading}
            onClick={() => {
              setFailed(false);
              connect.mutate(undefined, { onError: () => setFailed(true) });
            }}
          >
            {t('spotify.connect')}
          </Button>
        )}
      </div>
      {isLoading ? null : <SpotifyStatusText status={status} />}
      {failed && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {t('spotify.connectionError')}
        </p>
      )}
      {busy && <SpotifyOverlay />}
    </section>
  );
}
