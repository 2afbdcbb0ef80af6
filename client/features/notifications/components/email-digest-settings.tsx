/**
 * /profile's "E-mail digest" card: off, daily or weekly, saved when chosen. Digests go
 * only to verified addresses, which the card says when the member's is not.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '@common/constants';
import { ProfileCard, ProfileCardQuery } from '../../../components/ui/profile-card';
import { callApi, errorMessage } from '../../../lib/api';
import { emailDigestKeys, emailDigestQuery } from '../../../lib/queries/email-digest';
import { toast } from '../../../lib/toast-store';

const LABELS: Record<DigestFrequency, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

export function EmailDigestSection() {
  const queryClient = useQueryClient();
  const digest = useQuery(emailDigestQuery());
  const update = useMutation({
    mutationFn: (frequency: DigestFrequency) => callApi('putEmailDigest', { body: { frequency } }),
    onSuccess: (data) => {
      queryClient.setQueryData(emailDigestKeys.digest, data);
      toast({
        title: 'Saved',
        description:
          data.frequency === 'off'
            ? 'E-mail digest turned off.'
            : `You will get a ${data.frequency} digest.`,
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to save the e-mail digest.'),
        variant: 'destructive',
      }),
  });
  return (
    <ProfileCard headingId="email-digest" title="E-mail digest">
      <ProfileCardQuery query={digest} errorMessage="Failed to load the e-mail digest setting.">
        {(data) => (
          <fieldset className="mt-3">
            <legend className="text-sm text-muted">
              A summary of your unread notifications, when there are new ones.
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {DIGEST_FREQUENCIES.map((frequency) => (
                <label
                  key={frequency}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 hover:bg-surface-2"
                >
                  <input
                    type="radio"
                    name="email-digest"
                    value={frequency}
                    checked={data.frequency === frequency}
                    disabled={update.isPending}
                    onChange={() => update.mutate(frequency)}
                    className="accent-[var(--color-accent)]"
                  />
                  <span className="text-sm">{LABELS[frequency]}</span>
                </label>
              ))}
            </div>
            {!data.emailVerified && (
              <p className="mt-3 text-sm text-muted">
                Digests are sent only to a verified address: verify yours to receive them.
              </p>
            )}
          </fieldset>
        )}
      </ProfileCardQuery>
    </ProfileCard>
  );
}
