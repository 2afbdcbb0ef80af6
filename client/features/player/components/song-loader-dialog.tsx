/**
 * Staff song loader (spec 000 §6, §8): paste a YouTube URL (watch, youtu.be short link,
 * embed, shorts, music.youtube.com), its video id is parsed on the client (the URL is never fetched)
 * and the song is loaded through GET /api/youtube/videos/{videoId} into the player.
 * Texts: "Invalid URL" / "Please enter a valid YouTube URL"; "Song loaded";
 * "Failed to load song" / "Failed to fetch video details".
 * Shown to staff and admins only, by the role the server gives the session.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import type { SongData } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogPanel, DialogTitleBar } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { callApi } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { isStaffRole } from '@common/constants';
import { parseYouTubeUrl } from '../youtube';
import { playerActions } from '../player-store';
import { t } from '../../../lib/i18n';

/** What a pasted link looks like (a URL, the same in every language). */
const URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';

/** Fetches the song of a pasted URL and plays it; returns false (after a toast) when it fails. */
export async function loadSongFromUrl(url: string): Promise<boolean> {
  const videoId = parseYouTubeUrl(url);
  if (!videoId) {
    toast({
      title: t('loader.invalidUrl'),
      description: t('loader.invalidUrlText'),
      variant: 'destructive',
    });
    return false;
  }
  let song: SongData;
  try {
    song = await callApi('getYoutubeVideo', { params: { videoId } });
  } catch {
    toast({
      title: t('loader.failed'),
      description: t('loader.failedText'),
      variant: 'destructive',
    });
    return false;
  }
  playerActions.play({ ...song, videoId: song.videoId ?? videoId, playable: true });
  toast({ title: t('loader.loaded'), description: songTitle(song), variant: 'success' });
  return true;
}

/** The loader dialog around a trigger element (rendered only for staff and admins). */
export function SongLoaderDialog({ trigger }: { trigger: ReactNode }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  if (!isStaffRole(user?.role)) return null;

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
      <DialogPanel
        overlayClassName="bg-black/40"
        className="w-[min(28rem,calc(100vw-2rem))] outline-none"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <DialogTitleBar title={t('loader.title')} description={t('loader.description')} />
        <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('loader.url')}
            ref={inputRef}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={URL_EXAMPLE}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            readOnly={busy}
          />
          <DialogActions>
            <Button type="submit" disabled={busy || !url.trim()}>
              {busy ? t('loader.loading') : t('loader.submit')}
            </Button>
          </DialogActions>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
