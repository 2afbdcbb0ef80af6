/** Staff only: a small floating button that opens the song loader while nothing is playing. */
import { Link2 } from 'lucide-react';
import { SongLoaderDialog } from './song-loader-dialog';

export function StaffLoaderLauncher({ bottom }: { bottom: string }) {
  return (
    <SongLoaderDialog
      trigger={
        <button
          type="button"
          style={{ bottom }}
          aria-label="Load a song from a YouTube URL"
          title="Load a song from a YouTube URL"
          className="fixed right-4 z-30 inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-lg hover:bg-surface-2"
        >
          <Link2 className="h-5 w-5" aria-hidden="true" />
        </button>
      }
    />
  );
}
