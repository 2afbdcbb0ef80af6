/**
 * /profile's "Notifications" card: one checkbox per notification type (each saves at
 * once, optimistically) and the genres the member watches (a new request in one notifies them, at most 3 a day),
 * chosen with the same genre picker as favourite genres.
 */
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { MAX_WATCHED_GENRES, WATCHED_GENRE_DAILY_MAX } from '@common/notification-text';
import { Button } from '../../../components/ui/button';
import { GenreChipList } from '../../../components/ui/genre-chip';
import { ProfileCard, ProfileCardQuery } from '../../../components/ui/profile-card';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { notificationTypeLabel } from '../../../lib/i18n-labels';
import { toast } from '../../../lib/toast-store';
import { GenrePicker } from '../../genres';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notifications-api';

type Settings = NonNullable<ReturnType<typeof useNotificationSettings>['data']>;
type SaveSettings = (
  body: Parameters<ReturnType<typeof useUpdateNotificationSettings>['mutateAsync']>[0],
  done: string,
) => Promise<void>;

/** "Tell me when…": one checkbox per notification type, each saving at once. */
function PreferenceChecklist({
  preferences,
  save,
}: {
  preferences: Settings['preferences'];
  save: SaveSettings;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm text-muted">{t('settings.tellMeWhen')}</legend>
      <ul className="mt-2 space-y-1">
        {preferences.map(({ type, enabled }) => (
          <li key={type}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-surface-2">
              <input
                type="checkbox"
                className="h-4 w-4 shrink-0 accent-[var(--color-accent)]"
                checked={enabled}
                onChange={(e) => {
                  void save(
                    { preferences: [{ type, enabled: e.target.checked }] },
                    e.target.checked
                      ? t('settings.notificationsOn')
                      : t('settings.notificationsOff'),
                  );
                }}
              />
              <span className="text-sm">{notificationTypeLabel(type)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [pickerOpen, setPickerOpen] = useState(false);

  async function save(body: Parameters<typeof update.mutateAsync>[0], done: string) {
    try {
      await update.mutateAsync(body);
      toast({ title: t('settings.saved'), description: done, variant: 'success' });
    } catch (err) {
      toast({
        title: t('settings.error'),
        description: errorText(err, 'settings.notificationsSaveFailed'),
        variant: 'destructive',
      });
    }
  }

  const watched = settings.data?.watchedGenres ?? [];
  return (
    <ProfileCard headingId="notification-settings" title={t('notification.title')}>
      <ProfileCardQuery query={settings} errorMessage={t('settings.notificationsLoadFailed')}>
        {(data) => (
          <>
            <PreferenceChecklist preferences={data.preferences} save={save} />

            <div className="mt-5 flex items-center justify-between gap-3">
              <h3 id="watched-genres" className="font-semibold">
                {t('settings.watchedGenres')}
              </h3>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPickerOpen(true)}
                disabled={update.isPending}
                aria-label={t('settings.editWatched')}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('common.edit')}
              </Button>
            </div>
            {watched.length === 0 ? (
              <p className="mt-2 text-sm text-muted">
                {t('settings.watchHint', { max: MAX_WATCHED_GENRES })}
              </p>
            ) : (
              <GenreChipList aria-labelledby="watched-genres" className="mt-3" genres={watched} />
            )}
            <GenrePicker
              open={pickerOpen}
              onOpenChange={setPickerOpen}
              initialSelection={watched}
              title={t('settings.watchTitle', { max: MAX_WATCHED_GENRES })}
              description={t('settings.watchDescription', { daily: WATCHED_GENRE_DAILY_MAX })}
              onConfirm={(selected) =>
                void save(
                  { watchedGenreIds: selected.map((g) => g.id) },
                  t('settings.watchedUpdated'),
                )
              }
            />
          </>
        )}
      </ProfileCardQuery>
    </ProfileCard>
  );
}
