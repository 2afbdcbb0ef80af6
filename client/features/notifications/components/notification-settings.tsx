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
import { toast } from '../../../lib/toast-store';
import { GenrePicker } from '../../genres';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notifications-api';
import { NotificationTypeChecklist } from './notification-type-checklist';

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
            <NotificationTypeChecklist
              legend={t('settings.tellMeWhen')}
              preferences={data.preferences}
              onToggle={(type, enabled) =>
                void save(
                  { preferences: [{ type, enabled }] },
                  enabled ? t('settings.notificationsOn') : t('settings.notificationsOff'),
                )
              }
            />

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
