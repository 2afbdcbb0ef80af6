/** /profile "Where you're signed in": device, started and last-seen times, sign out one or all others. */
import { formatDistanceToNow } from 'date-fns';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/account-api';
import { ProfileCard } from '../../../components/ui/profile-card';

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

export function SessionsSection() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <ProfileCard headingId="sessions-title" title="Where you're signed in" titleClassName="mb-3">
      {sessions.isLoading ? (
        <Spinner showLabel />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not load your sessions.
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
                      <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-fg">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-muted">
                    Signed in {ago(s.createdAt)} · last active {ago(s.lastSeenAt)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => signOut.mutate(s.id)}
                    disabled={signOut.isPending}
                    aria-label={`Sign out ${s.device}, signed in ${ago(s.createdAt)}`}
                  >
                    Sign out
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
                  title: 'Signed out',
                  description: `${res.signedOut} other ${res.signedOut === 1 ? 'session' : 'sessions'} signed out.`,
                  variant: 'success',
                });
              }}
            >
              Sign out all other sessions
            </Button>
          )}
        </>
      )}
    </ProfileCard>
  );
}
