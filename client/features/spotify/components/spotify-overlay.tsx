/** The full-screen overlay "Updating Spotify connection..." (spec 001 §2) shown while connecting or disconnecting. */
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';

export function SpotifyOverlay() {
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-bg/80 backdrop-blur-sm"
      data-testid="spotify-overlay"
    >
      <div className="rounded-2xl border border-line bg-surface px-6 py-4 shadow-xl">
        <Spinner label={t('spotify.updating')} showLabel />
      </div>
    </div>
  );
}
