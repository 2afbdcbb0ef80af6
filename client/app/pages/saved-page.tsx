/** /saved (spec 000 §2 "Saved songs"): title "Saved recs.", Play All and the saved songs by request. */
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';
import { SavedSongs } from '../../features/saved-songs/components/saved-songs';
import { t } from '../../lib/i18n';

export function SavedPage() {
  useDocumentTitle(t('avatar.saved'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <SavedSongs
        isSavedScreen
        userId={user.id}
        heading={<h1 className="text-3xl font-extrabold tracking-tight">{t('avatar.saved')}</h1>}
      />
    </div>
  );
}
