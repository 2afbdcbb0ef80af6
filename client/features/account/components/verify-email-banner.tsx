/** The banner asking an unverified member to confirm their address, with a rate-limited resend. */
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { useResendVerification } from '../api/account-api';

export function VerifyEmailBanner() {
  const { user } = useSession();
  const resend = useResendVerification();
  if (!user || user.emailVerified !== false) return null;

  async function onResend() {
    try {
      await resend.mutateAsync();
      toast({ title: 'Email sent', description: 'We sent you a new link.', variant: 'success' });
    } catch (err) {
      toast({
        title: 'Could not send the email',
        description: err instanceof Error ? err.message : 'Please try again later.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div
      role="region"
      aria-label="Confirm your email"
      className="border-b border-line bg-surface-2"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        {/* The address itself is not repeated here: the profile and avatar menu already show it. */}
        <p className="flex-1">Please confirm your email address with the link we sent you.</p>
        <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend email'}
        </Button>
      </div>
    </div>
  );
}
