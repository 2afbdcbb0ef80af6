/**
 * /security-setup (decision 049): while the operator requires a second factor this member has not
 * set up, the route guard sends every signed-in page here. It says why in plain words and offers
 * the same set-up as /profile (an authenticator app, or a security key) and Sign out. Once a
 * factor is on, the session is asked again and the guard sends the member on to where they were
 * going. Outside the app frame on purpose: the frame's bell and lists would only be refused.
 */
import { ShieldCheck } from 'lucide-react';
import { Logo } from '../../../components/ui/logo';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useLogout, useSession } from '../../auth';
import { useReloadSession } from '../api/account-api';
import { AddSecurityKeyForm } from './security-keys';
import { TwoFactorSetup } from './two-factor';

/** Why the page shows: staff and admin accounts may be asked alone; a member only when all are. */
function reasonText(role: string | undefined): string {
  const who = role === 'staff' || role === 'admin' ? 'staff' : 'member';
  return t('account.setup.reason', { who });
}

export function SecuritySetupPage() {
  const { user } = useSession();
  const reload = useReloadSession();
  const logout = useLogout();
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-8">
      <div className="mb-6 flex justify-center">
        <Logo />
      </div>
      <section
        aria-labelledby="security-setup-title"
        className="space-y-4 rounded-3xl border border-line bg-surface p-5 sm:p-6"
      >
        <h1 id="security-setup-title" className="flex items-center gap-2 text-xl font-bold">
          <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('account.setup.title')}
        </h1>
        <p className="text-sm">{reasonText(user?.role)}</p>
        <section aria-labelledby="security-setup-app" className="space-y-3">
          <h2 id="security-setup-app" className="text-base font-semibold">
            {t('account.setup.app')}
          </h2>
          <TwoFactorSetup />
        </section>
        <section
          aria-labelledby="security-setup-key"
          className="space-y-3 border-t border-line pt-4"
        >
          <h2 id="security-setup-key" className="text-base font-semibold">
            {t('account.tfa.orKey')}
          </h2>
          <AddSecurityKeyForm onAdded={() => void reload()} />
        </section>
        <div className="border-t border-line pt-4">
          <p className="mb-3 text-sm text-muted">{t('account.setup.notNow')}</p>
          <Button
            variant="outline"
            onClick={() =>
              logout.mutate(undefined, {
                onError: (err) =>
                  toast({
                    title: t('account.setup.signOutFailed'),
                    description: errorText(err, 'account.setup.tryAgain'),
                    variant: 'destructive',
                  }),
              })
            }
            disabled={logout.isPending}
          >
            {logout.isPending ? t('account.setup.signingOut') : t('account.sessions.signOut')}
          </Button>
        </div>
      </section>
    </main>
  );
}
