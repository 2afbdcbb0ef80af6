/**
 * /profile's "E-mail digest" card: off, daily or weekly, saved when chosen. Digests go
 * only to verified addresses, which the card says when the member's is not.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '@common/constants';
import { ProfileCard, ProfileCardQuery } from '../../../components/ui/profile-card';
import { callApi } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { emailDigestKeys, emailDigestQuery } from '../../../lib/queries/email-digest';
import { toast } from '../../../lib/toast-store';

/** The choices' labels, in the page's language. */
const labels = (): Record<DigestFrequency, string> => ({
  off: t('digest.off'),
  daily: t('digest.daily'),
  weekly: t('digest.weekly'),
});

export function EmailDigestSection() {
  const queryClient = useQueryClient();
  const digest = useQuery(emailDigestQuery());
  const update = useMutation({
    mutationFn: (frequency: DigestFrequency) => callApi('putEmailDigest', { body: { frequency } }),
    onSuccess: (data) => {
      queryClient.setQueryData(emailDigestKeys.digest, data);
      toast({
        title: t('settings.saved'),
        description:
          data.frequency === 'off'
            ? t('digest.turnedOff')
            : t('digest.willGet', { frequency: data.frequency }),
        variant: 'success',
      });
    },
    onError: (err) =>
      toast({
        title: t('settings.error'),
        description: errorText(err, 'digest.saveFailed'),
        variant: 'destructive',
      }),
  });
  return (
    <ProfileCard headingId="email-digest" title={t('digest.title')}>
      <ProfileCardQuery query={digest} errorMessage={t('digest.loadFailed')}>
        {(data) => (
          <fieldset className="mt-3">
            <legend className="text-sm text-muted">{t('digest.summary')}</legend>
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
                  <span className="text-sm">{labels()[frequency]}</span>
                </label>
              ))}
            </div>
            {!data.emailVerified && (
              <p className="mt-3 text-sm text-muted">{t('digest.verifiedOnly')}</p>
            )}
          </fieldset>
        )}
      </ProfileCardQuery>
    </ProfileCard>
  );
}
