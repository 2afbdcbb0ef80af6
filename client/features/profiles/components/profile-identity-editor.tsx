/**
 * The "Edit profile" card of /profile: upload, replace or remove the profile picture,
 * and change the display name with the sign-up rules. The @handle (slug) stays as it is
 * (docs/decisions/014-profile-editing.md). Kept out of ProfilePage so other profile sections can
 * change independently.
 */
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import type { SessionUser } from '@common/schemas';
import { validateDisplayName } from '@common/validation';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { t, type MessageId } from '../../../lib/i18n';
import { errorText, validationText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import {
  PICTURE_TYPES,
  pictureProblem,
  useChangeDisplayName,
  useRemovePicture,
  useUploadPicture,
} from '../api/profile-edit-api';
import { ProfileCard } from '../../../components/ui/profile-card';
import { withHandle } from './with-handle';
import { useHandleState } from '../api/handle-api';
import { HandleChooser } from './handle-chooser';

/** The picture checks' English (the contract's) mapped to their catalogue keys. */
const PICTURE_PROBLEM_TEXT = new Map<string, MessageId>([
  ['Please upload a JPEG, PNG, WebP or GIF image.', 'profile.picture.badType'],
  ['Pictures can be at most 5 MB.', 'profile.picture.tooLarge'],
]);

export function ProfileIdentityEditor({ user }: { user: SessionUser }) {
  const headingId = useId();
  // A member whose handle was made for them may choose one once (decision 045).
  const choosable = useHandleState(user.id).data?.choosable === true;
  return (
    <ProfileCard headingId={headingId} title={t('profile.edit.title')}>
      {!choosable && (
        <p className="mt-1 text-sm text-muted">
          {withHandle(t('profile.edit.handleStays', { handle: `@${user.slug}` }), `@${user.slug}`)}
        </p>
      )}
      <div className="mt-5 grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <PictureEditor user={user} />
        <DisplayNameForm user={user} />
      </div>
      <HandleChooser userId={user.id} />
    </ProfileCard>
  );
}

/**
 * Uploading and removing the picture of `user`: `onFile` checks the chosen file locally
 * (pictureProblem) before uploading; both toast the outcome and `problem` holds the message to
 * show beside the controls.
 */
function usePictureActions(user: SessionUser) {
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const check = pictureProblem(file);
    const key = check ? PICTURE_PROBLEM_TEXT.get(check) : undefined;
    const local = key ? t(key) : check;
    setProblem(local);
    if (local) return;
    try {
      await upload.mutateAsync({ userId: user.id, file });
      toast({ title: t('profile.picture.updated'), variant: 'success' });
    } catch (err) {
      const message = errorText(err, 'profile.picture.uploadFailedText');
      setProblem(message);
      toast({
        title: t('profile.picture.uploadFailed'),
        description: message,
        variant: 'destructive',
      });
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync({ userId: user.id });
      setProblem(null);
      toast({ title: t('profile.picture.removed') });
    } catch (err) {
      toast({
        title: t('profile.error'),
        description: errorText(err, 'profile.picture.removeFailed'),
        variant: 'destructive',
      });
    }
  }

  return { upload, problem, busy, onFile, onRemove };
}

function PictureEditor({ user }: { user: SessionUser }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, problem, busy, onFile, onRemove } = usePictureActions(user);

  return (
    <div className="flex flex-col items-start gap-2 sm:items-center">
      {/* The page's own avatar above shows the result; a second copy here would only repeat it. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        onChange={(e) => void onFile(e)}
        disabled={busy}
        className="sr-only"
        aria-describedby={`${inputId}-hint`}
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'outline',
          'sm',
          busy ? 'pointer-events-none opacity-60' : 'cursor-pointer',
        )}
      >
        <ImageUp className="h-4 w-4" aria-hidden="true" />
        {upload.isPending
          ? t('profile.picture.uploading')
          : user.profilePicture
            ? t('profile.picture.change')
            : t('profile.picture.upload')}
      </label>
      <p id={`${inputId}-hint`} className="text-xs text-muted sm:text-center">
        {t('profile.picture.hint')}
      </p>
      {user.profilePicture && (
        <Button variant="ghost" size="sm" onClick={() => void onRemove()} disabled={busy}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('profile.picture.remove')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="max-w-56 text-sm text-danger sm:text-center">
          {problem}
        </p>
      )}
    </div>
  );
}

function DisplayNameForm({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.displayName);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeDisplayName();
  const unchanged = name.trim().replace(/\s+/g, ' ') === user.displayName;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = validateDisplayName(name);
    const local = check && validationText(check);
    setProblem(local);
    if (local) return;
    try {
      const updated = await change.mutateAsync({ userId: user.id, displayName: name });
      setName(updated.displayName);
      toast({
        title: t('profile.name.updated'),
        description: t('profile.name.nowYou', { name: updated.displayName }),
        variant: 'success',
      });
    } catch (err) {
      setProblem(errorText(err, 'profile.name.failed'));
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-3"
      aria-busy={change.isPending}
    >
      <TextField
        label={t('profile.name.label')}
        dir="auto"
        hint={t('profile.name.hint')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="nickname"
        disabled={change.isPending}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" disabled={change.isPending || unchanged}>
        {change.isPending ? t('profile.saving') : t('profile.name.save')}
      </Button>
    </form>
  );
}
