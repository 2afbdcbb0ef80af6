/**
 * The banner asking an unverified member to confirm their address, with a rate-limited resend.
 * It calls the API itself rather than through the account mutations (account-api.ts), which the
 * sign-in, security and two-factor pages share: importing them here put all of them in the first
 * screen's entry (decision 042).
 */
import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { callApi } from '../../../lib/api';
import { useSession } from '../../auth';

export function VerifyEmailBanner() {
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  if (!user || user.emailVerified !== false) return null;

  async function onResend() {
    setPending(true);
    try {
      await callApi('postAuthVerifyEmailResend');
      toast({
        title: t('account.verify.sent'),
        description: t('account.verify.sentText'),
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: t('account.verify.failed'),
        description: errorText(err, 'account.verify.later'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div
      role="region"
      aria-label={t('account.verify.region')}
      className="border-b border-line bg-surface-2"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        {/* The address itself is not repeated here: the profile and avatar menu already show it. */}
        <p className="flex-1">{t('account.verify.text')}</p>
        <Button variant="outline" size="sm" onClick={onResend} disabled={pending}>
          {pending ? t('account.verify.sending') : t('account.verify.resend')}
        </Button>
      </div>
    </div>
  );
}
