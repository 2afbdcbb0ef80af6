/**
 * Staff song loader (spec 000 §6, §8; issue 4): paste a YouTube URL (watch, youtu.be short link,
 * embed, shorts, music.youtube.com), its video id is parsed on the client (the URL is never fetched)
 * and the song is loaded through GET /api/youtube/videos/{videoId} into the player.
 * Texts: "Invalid URL" / "Please enter a valid YouTube URL"; "Song loaded";
 * "Failed to load song" / "Failed to fetch video details".
 * Shown to staff and admins only, by the role the server gives the session.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { canLoadSongs } from '../lib/staff';
import { parseYouTubeUrl } from '../lib/video-id';
import { playerActions } from '../player-store';

/** Fetches the song of a pasted URL and plays it; returns false (after a toast) when it fails. */
export async function loadSongFromUrl(url: string): Promise<boolean> {
  const videoId = parseYouTubeUrl(url);
  if (!videoId) {
    toast({ title: 'Invalid URL', description: 'Please enter a valid YouTube URL', variant: 'destructive' });
    return false;
  }
  let song: SongData;
  try {
    song = await api<SongData>(`/api/youtube/videos/${encodeURIComponent(videoId)}`);
  } catch {
    toast({ title: 'Failed to load song', description: 'Failed to fetch video details', variant: 'destructive' });
    return false;
  }
  playerActions.play({ ...song, videoId: song.videoId ?? videoId, playable: true });
  toast({ title: 'Song loaded', description: songTitle(song), variant: 'success' });
  return true;
}

/** The loader dialog around a trigger element (rendered only for staff and admins). */
export function SongLoaderDialog({ trigger }: { trigger: ReactNode }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  if (!canLoadSongs(user?.role)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const ok = await loadSongFromUrl(url);
    setBusy(false);
    if (ok) {
      setUrl('');
      setOpen(false);
    } else {
      inputRef.current?.focus();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold">Load a song</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">Paste a YouTube link to play it in the player (staff only).</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-2 shrink-0">
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
            <div className="space-y-1.5">
              <label htmlFor={inputId} className="block text-sm font-semibold">
                YouTube URL
              </label>
              <input
                id={inputId}
                ref={inputRef}
                className={inputClasses}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://www.youtube.com/watch?v=…"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                readOnly={busy}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy || !url.trim()}>
                {busy ? 'LOADING...' : 'LOAD SONG'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
