/**
 * /profile's "Notifications" card: one checkbox per notification type (each saves at
 * once, optimistically) and the genres the member watches (a new request in one notifies them, at most 3 a day),
 * chosen with the same genre picker as favourite genres.
 */
import { useState } from 'react';
import { Pencil } from 'lucide-react';
import {
  MAX_WATCHED_GENRES,
  NOTIFICATION_TYPE_LABELS,
  WATCHED_GENRE_DAILY_MAX,
} from '@common/notification-text';
import { Button } from '../../../components/ui/button';
import { GenreChipList } from '../../../components/ui/genre-chip';
import { ProfileCard, ProfileCardQuery } from '../../../components/ui/profile-card';
import { errorMessage } from '../../../lib/api';
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
      <legend className="text-sm text-muted">Tell me when…</legend>
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
                    e.target.checked ? 'Notifications turned on.' : 'Notifications turned off.',
                  );
                }}
              />
              <span className="text-sm">{NOTIFICATION_TYPE_LABELS[type]}</span>
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
      toast({ title: 'Saved', description: done, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to save notification settings.'),
        variant: 'destructive',
      });
    }
  }

  const watched = settings.data?.watchedGenres ?? [];
  return (
    <ProfileCard headingId="notification-settings" title="Notifications">
      <ProfileCardQuery query={settings} errorMessage="Failed to load notification settings.">
        {(data) => (
          <>
            <PreferenceChecklist preferences={data.preferences} save={save} />

            <div className="mt-5 flex items-center justify-between gap-3">
              <h3 id="watched-genres" className="font-semibold">
                Genres you watch
              </h3>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPickerOpen(true)}
                disabled={update.isPending}
                aria-label="Edit watched genres"
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit
              </Button>
            </div>
            {watched.length === 0 ? (
              <p className="mt-2 text-sm text-muted">
                Watch up to {MAX_WATCHED_GENRES} genres to hear of new requests in them.
              </p>
            ) : (
              <GenreChipList aria-labelledby="watched-genres" className="mt-3" genres={watched} />
            )}
            <GenrePicker
              open={pickerOpen}
              onOpenChange={setPickerOpen}
              initialSelection={watched}
              title={`Watch up to ${MAX_WATCHED_GENRES} genres`}
              description={`A new request in one of them notifies you, at most ${WATCHED_GENRE_DAILY_MAX} times a day.`}
              onConfirm={(selected) =>
                void save(
                  { watchedGenreIds: selected.map((g) => g.id) },
                  'Your watched genres have been updated.',
                )
              }
            />
          </>
        )}
      </ProfileCardQuery>
    </ProfileCard>
  );
}
