/**
 * /profile's "Push notifications" card, beside the notification settings: "Enable push
 * notifications" for this browser (asks permission, subscribes, tells the server), its states
 * (not supported here, blocked by the browser, on), and which types are pushed to the member's
 * devices (each switch saves at once).
 */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSettingsBody } from '@common/schemas/push';
import { Button } from '../../../components/ui/button';
import { ProfileCard } from '../../../components/ui/profile-card';
import { callApi } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { pushKeys, pushSettingsQuery } from '../../../lib/queries/push';
import { toast } from '../../../lib/toast-store';
import { disablePush, enablePush, pushState, type PushAvailability } from '../../../lib/web-push';
import { NotificationTypeChecklist } from './notification-type-checklist';

type DeviceState = { availability: PushAvailability; subscription: PushSubscription | null } | null;

function usePushTypes() {
  const queryClient = useQueryClient();
  const settings = useQuery(pushSettingsQuery());
  const update = useMutation({
    mutationFn: (body: PushSettingsBody) => callApi('putPushSettings', { body }),
    onSuccess: (data) => queryClient.setQueryData(pushKeys.settings, data),
  });
  return { settings, update };
}

/** What the device line says, by state. */
function deviceText(state: NonNullable<DeviceState>): string {
  if (state.availability === 'unsupported') return t('push.unsupported');
  if (state.availability === 'denied') return t('push.blocked');
  if (state.subscription) return t('push.on');
  return t('push.offer');
}

/**
 * This browser's push state (null while checking) and turning it on (asks permission, subscribes)
 * or off; `busy` while either runs. Each ends by re-reading the state and toasts the outcome.
 */
function useDevicePush() {
  const [device, setDevice] = useState<DeviceState>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState().then((state) => live && setDevice(state));
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      const permission = await enablePush();
      setDevice(await pushState());
      if (permission === 'granted')
        toast({ title: t('settings.saved'), description: t('push.turnedOn'), variant: 'success' });
    } catch (err) {
      toast({
        title: t('settings.error'),
        description: errorText(err, 'push.turnOnFailed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(subscription: PushSubscription) {
    setBusy(true);
    try {
      await disablePush(subscription);
      setDevice(await pushState());
      toast({ title: t('settings.saved'), description: t('push.turnedOff'), variant: 'success' });
    } catch (err) {
      toast({
        title: t('settings.error'),
        description: errorText(err, 'push.turnOffFailed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return { device, busy, turnOn, turnOff };
}

export function PushSettingsSection() {
  const { device, busy, turnOn, turnOff } = useDevicePush();
  const { settings, update } = usePushTypes();

  return (
    <ProfileCard headingId="push-settings" title={t('push.title')}>
      <p className="mt-1 text-sm text-muted" role="status">
        {device ? deviceText(device) : t('push.checking')}
      </p>
      {device && device.availability !== 'unsupported' && device.availability !== 'denied' && (
        <div className="mt-3">
          {device.subscription ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void turnOff(device.subscription!)}
            >
              {t('push.turnOff')}
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => void turnOn()}>
              {t('push.enable')}
            </Button>
          )}
        </div>
      )}
      {settings.data && (
        <NotificationTypeChecklist
          className="mt-4"
          legend={t('push.pushThese')}
          preferences={settings.data.preferences}
          disabled={update.isPending}
          onToggle={(type, enabled) =>
            update.mutate(
              { preferences: [{ type, enabled }] },
              {
                onError: (err) =>
                  toast({
                    title: t('settings.error'),
                    description: errorText(err, 'push.saveFailed'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      )}
      {settings.isError && <p className="mt-2 text-sm text-danger">{t('push.loadFailed')}</p>}
    </ProfileCard>
  );
}
