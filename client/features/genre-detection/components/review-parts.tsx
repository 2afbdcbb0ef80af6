/**
 * Pieces every /processing review card shares (the Requests tab, No Genre Detected, quality
 * review's flagged and fixed lists): the song's title and artist lines, the Edit button and the
 * Save / Cancel pair of an open editor.
 */
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** The song's title and artist, "Unknown Song" / "Unknown Artist" when missing. */
export function SongLines({ title, artist }: { title: string | null; artist: string | null }) {
  return (
    <>
      <p className="mt-2 font-semibold break-words">{title ?? t('staff.review.unknownSong')}</p>
      <p className="text-sm text-muted break-words">{artist ?? t('staff.review.unknownArtist')}</p>
    </>
  );
}

/** The card's Edit button, which opens its editor. */
export function EditButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button size="sm" variant="outline" className="mt-3" onClick={onClick} disabled={disabled}>
      {t('staff.review.edit')}
    </Button>
  );
}

/** Save ("Saving..." while pending, disabled unless `canSave`) and Cancel of an open editor. */
export function SaveCancel({
  pending,
  canSave = true,
  onSave,
  onCancel,
}: {
  pending: boolean;
  canSave?: boolean;
  /** Without it Save submits the form around it. */
  onSave?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type={onSave ? 'button' : 'submit'}
        size="sm"
        onClick={onSave}
        disabled={!canSave || pending}
      >
        {pending ? t('staff.review.saving') : t('staff.review.save')}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel} disabled={pending}>
        {t('staff.review.cancel')}
      </Button>
    </div>
  );
}
