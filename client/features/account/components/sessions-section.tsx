/** /profile "Where you're signed in": device, started and last-seen times, sign out one or all others. */
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast-store';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/account-api';
import { ProfileCard } from '../../../components/ui/profile-card';
import { agoText as ago } from './when';

export function SessionsSection() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <ProfileCard
      headingId="sessions-title"
      title={t('account.sessions.title')}
      titleClassName="mb-3"
    >
      {sessions.isLoading ? (
        <Spinner label={t('shell.loading')} showLabel />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('account.sessions.loadFailed')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold">
                    {s.device}
                    {s.current && (
                      <span className="ms-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-fg">
                        {t('account.sessions.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-muted">
                    {t('account.sessions.times', {
                      started: ago(s.createdAt),
                      seen: ago(s.lastSeenAt),
                    })}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => signOut.mutate(s.id)}
                    disabled={signOut.isPending}
                    aria-label={t('account.sessions.signOutOne', {
                      device: s.device,
                      started: ago(s.createdAt),
                    })}
                  >
                    {t('account.sessions.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 && (
            <Button
              variant="outline"
              className="mt-3"
              disabled={signOutOthers.isPending}
              onClick={async () => {
                const res = await signOutOthers.mutateAsync();
                toast({
                  title: t('account.sessions.signedOut'),
                  description: t('account.sessions.othersSignedOut', { count: res.signedOut }),
                  variant: 'success',
                });
              }}
            >
              {t('account.sessions.signOutAll')}
            </Button>
          )}
        </>
      )}
    </ProfileCard>
  );
}
