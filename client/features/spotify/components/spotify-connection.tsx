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

export const CONNECTION_ERROR = 'There was an error connecting to Spotify. Please try again later.';

/** Below the title: what the connection gives here, or why to connect (and a lost connection). */
function SpotifyStatusText({ status }: { status: ReturnType<typeof useSpotifyStatus>['status'] }) {
  return status?.connected ? (
    <div className="mt-3 space-y-1 text-sm text-muted">
      <p>Connected{status.product ? ` (${status.premium ? 'Premium' : status.product})` : ''}.</p>
      {!status.premium && (
        <p>
          Spotify plays in the browser with Premium only, so recommendations keep playing from
          YouTube.
        </p>
      )}
      {status.premium && isMobileBrowser() && (
        <p>Spotify does not play in mobile browsers, so recommendations play from YouTube here.</p>
      )}
      {status.premium && !isMobileBrowser() && (
        <p>Recommendations play through Spotify in this browser when Spotify has them.</p>
      )}
    </div>
  ) : (
    <div className="mt-3 space-y-1 text-sm text-muted">
      {status?.connectionLost && (
        <p role="status" className="font-semibold text-fg">
          Your Spotify connection has expired or was revoked. Please connect again.
        </p>
      )}
      <p>
        Connect your Spotify account to play recommendations with Spotify (Premium) in this browser.
      </p>
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
            Disconnect Spotify
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
            Connect Spotify
          </Button>
        )}
      </div>
      {isLoading ? null : <SpotifyStatusText status={status} />}
      {failed && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {CONNECTION_ERROR}
        </p>
      )}
      {busy && <SpotifyOverlay />}
    </section>
  );
}
