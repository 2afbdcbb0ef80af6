/**
 * /profile (spec 000 §2 "Profiles"): avatar, display name, email, "View Public Profile", and the
 * Genre Preferences card whose Edit button reopens the genre picker and saves the new choice
 * (toasts "Success" / "Your genre preferences have been updated." or "Error" / "Failed to update
 * genre preferences."). Also hosts /profile/{slug}, the public profile overlay.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import type { GenreRef } from '@common/schemas';
import { Avatar } from '../../components/ui/avatar';
import { buttonClasses, Button } from '../../components/ui/button';
import { GenreChipList } from '../../components/ui/genre-chip';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../features/auth/api/session';
import { useSaveUserGenres } from '../../features/genres/api/genres-api';
import { GenrePicker } from '../../features/genres/components/genre-picker';
import { ProfileOverlay } from '../../features/profiles/components/profile-overlay';
import { SpotifyConnection } from '../../features/spotify/components/spotify-connection';
import { AccountSecuritySections } from '../../features/account/components/account-security';
import { ProfileIdentityEditor } from '../../features/profiles/components/profile-identity-editor';
import { BlockedMembersSection } from '../../features/moderation';
// Not through the feature's index: the index is in the first paint (the bell), this card is not.
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings';
import { PushSettingsSection } from '../../features/notifications/components/push-settings';
import { EmailDigestSection } from '../../features/notifications/components/email-digest-settings';
import { FediversePublishSetting } from '../../features/fediverse-publish';
import { RemoteMemberLookup } from '../../features/remote-members';
import { LanguageSetting } from '../../features/profiles/components/language-setting';

/** "1 genre selected • Used for Magic sorting", "3 genres selected • Used for Magic sorting". */
export function genreCountText(n: number): string {
  return t('profile.genres.count', { count: n });
}

type SessionUser = NonNullable<ReturnType<typeof useSession>['user']>;

/**
 * Editing the favourite genres: the picker's open state and `onConfirm`, which saves the chosen
 * names for `user` and toasts "Success" or "Error".
 */
function useGenrePreferences(user: SessionUser | null | undefined) {
  const save = useSaveUserGenres();
  const [pickerOpen, setPickerOpen] = useState(false);

  async function onConfirm(selected: GenreRef[]) {
    if (!user) return;
    try {
      await save.mutateAsync({ userId: user.id, names: selected.map((g) => g.name) });
      toast({
        title: t('profile.success'),
        description: t('profile.genres.updated'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('profile.error'),
        description: t('profile.genres.failed'),
        variant: 'destructive',
      });
    }
  }

  return { save, pickerOpen, setPickerOpen, onConfirm };
}

/** The top card: avatar, name, e-mail and "View Public Profile". */
function ProfileSummary({ user }: { user: SessionUser }) {
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col items-center gap-2 rounded-3xl border border-line bg-surface px-6 py-8 text-center"
    >
      <Avatar user={user} size="lg" />
      <h1
        id="profile-name"
        dir="auto"
        className="mt-2 text-2xl font-extrabold tracking-tight break-words"
      >
        {user.displayName}
      </h1>
      <p className="text-muted break-all">{user.email}</p>
      {user.slug && (
        <Link to={`/profile/${user.slug}`} className={buttonClasses('outline', 'sm', 'mt-3')}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t('profile.viewPublic')}
        </Link>
      )}
    </section>
  );
}

/** "Genre Preferences": the chosen genres and their count, and Edit (opens the picker). */
function GenrePreferencesCard({
  genres,
  saving,
  onEdit,
}: {
  genres: GenreRef[];
  saving: boolean;
  onEdit: () => void;
}) {
  return (
    <section
      aria-labelledby="genre-prefs"
      className="rounded-3xl border border-line bg-surface p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="genre-prefs" className="text-lg font-bold">
          {t('profile.genres.title')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit()}
          disabled={saving}
          aria-label={t('profile.genres.edit')}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {saving ? t('profile.saving') : t('common.edit')}
        </Button>
      </div>
      {genres.length === 0 ? (
        <p className="mt-3 text-muted">{t('profile.genres.none')}</p>
      ) : (
        <>
          <GenreChipList aria-label={t('profile.genres.yours')} className="mt-4" genres={genres} />
          <p className="mt-4 text-sm text-muted">{genreCountText(genres.length)}</p>
        </>
      )}
    </section>
  );
}

export function ProfilePage() {
  useDocumentTitle(t('profile.title'));
  const { user } = useSession();
  const { save, pickerOpen, setPickerOpen, onConfirm } = useGenrePreferences(user);
  if (!user) return <p className="py-10 text-center text-muted">{t('profile.loginRequired')}</p>;
  const genres = user.genres;

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <ProfileSummary user={user} />

      <ProfileIdentityEditor user={user} />

      <GenrePreferencesCard
        genres={genres}
        saving={save.isPending}
        onEdit={() => setPickerOpen(true)}
      />

      <LanguageSetting user={user} />

      <NotificationSettingsSection />
      <PushSettingsSection />
      <EmailDigestSection />
      <FediversePublishSetting />
      <RemoteMemberLookup />
      <SpotifyConnection />
      <BlockedMembersSection />
      <AccountSecuritySections />

      <GenrePicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        initialSelection={genres}
        onConfirm={(selected) => void onConfirm(selected)}
      />
    </div>
  );
}

/** /profile/{slug}: the public profile overlay of that member (viewing one's own is fine). */
export function PublicProfilePage() {
  const { slug = '' } = useParams();
  return <ProfileOverlay key={slug} slug={slug} />;
}
