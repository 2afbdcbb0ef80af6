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
        title: 'Saved',
        description: data.publish
          ? 'Your requests and answers are published to the fediverse.'
          : 'Your requests and answers stay on this server.',
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to save the fediverse setting.'),
        variant: 'destructive',
      }),
  });
  if (!setting.data?.federating) return null;
  const on = setting.data.publish;
  return (
    <ProfileCard headingId="fediverse-publish" title="Fediverse">
      <div className="mt-3 flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold">
            Publish my requests and answers to the fediverse
          </p>
          <p id={hintId} className="mt-1 text-sm text-muted">
            People on Mastodon and other servers who follow you see them and can answer.
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
