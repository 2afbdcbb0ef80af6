/**
 * /profile's "Fediverse" card (decisions 046, 051): the switch "Publish my requests and answers to
 * the fediverse", saved when flipped. Shown only when the server federates.
 */
import { useId } from 'react';
import { apiPath } from '@common/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfileCard } from '../../../components/ui/profile-card';
import { callApi, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { t } from '../../../lib/i18n';

const key = [apiPath('getFediversePublish')] as const;

export function FediversePublishSetting() {
  const queryClient = useQueryClient();
  const labelId = useId();
  const hintId = useId();
  const setting = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi('getFediversePublish', { signal }),
  });
  const update = useMutation({
    mutationFn: (publish: boolean) => callApi('putFediversePublish', { body: { publish } }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      toast({
        title: t('fediverse.saved'),
        description: data.publish ? t('fediverse.savedOn') : t('fediverse.savedOff'),
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: t('fediverse.error'),
        description: errorMessage(err, t('fediverse.saveFailed')),
        variant: 'destructive',
      }),
  });
  if (!setting.data?.federating) return null;
  const on = setting.data.publish;
  return (
    <ProfileCard headingId="fediverse-publish" title={t('fediverse.title')}>
      <div className="mt-3 flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold">
            {t('fediverse.publish')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-muted">
            {t('fediverse.publishHint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={update.isPending}
          onClick={() => update.mutate(!on)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${on ? 'bg-accent' : 'bg-surface-2'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-fg shadow transition-transform ${on ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
          />
        </button>
      </div>
    </ProfileCard>
  );
}
