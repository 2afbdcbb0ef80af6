/**
 * The staff "Member accounts" section on /admin: find an account by e-mail or id,
 * see its security state, and suspend or unsuspend it, end its sessions, reset its two-factor or
 * lift its sign-in pause, each behind a confirmation. The server decides who may act on whom.
 */
import { useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { SUSPENSION_REASON_MAX } from '@common/constants';
import type { StaffAccount } from '@common/schemas/account-controls';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import {
  useAccountAction,
  useAccountLookup,
  type AccountAction,
} from '../api/account-controls-api';
import { ConfirmActionDialog } from './confirm-action-dialog';

/** The toast after each action, naming the account (distinct from the audit log's event names on the same page). */
const DONE: Record<AccountAction, (name: string) => string> = {
  suspend: (name) => `${name} is suspended`,
  unsuspend: (name) => `${name} can sign in again`,
  'end-sessions': (name) => `${name} is signed out everywhere`,
  'reset-two-factor': (name) => `${name} will set up two-factor again`,
  unlock: (name) => `${name} can try signing in again`,
};

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy HH:mm');

/** The account's e-mail, role, join date, suspension, two-factor and session count. */
function AccountFacts({ account }: { account: StaffAccount }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">Email</dt>
      <dd className="break-all">{account.email}</dd>
      <dt className="text-muted">Role</dt>
      <dd>{account.role}</dd>
      <dt className="text-muted">Joined</dt>
      <dd>{when(account.createdAt)}</dd>
      <dt className="text-muted">Status</dt>
      <dd>
        {account.suspendedAt ? (
          <>
            <span className="font-semibold text-danger">Suspended</span> since{' '}
            {when(account.suspendedAt)}
            {account.suspensionReason && (
              <>
                : &ldquo;<span dir="auto">{account.suspensionReason}</span>&rdquo;
              </>
            )}
          </>
        ) : (
          'Active'
        )}
      </dd>
      <dt className="text-muted">Two-factor</dt>
      <dd>{account.twoFactorEnabled ? 'On' : 'Off'}</dd>
      <dt className="text-muted">Sessions</dt>
      <dd>{account.sessions}</dd>
    </dl>
  );
}

function AccountCard({ account }: { account: StaffAccount }) {
  const action = useAccountAction(account.id);
  const name = account.displayName;
  const run = (what: AccountAction, reason?: string) =>
    action
      .mutateAsync({ action: what, reason })
      .then(() => toast({ title: DONE[what](name), variant: 'success' }));
  return (
    <article
      aria-label={`Account of ${name}`}
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="staff-account"
    >
      <p className="text-lg font-bold">
        <span dir="auto">{name}</span>{' '}
        <span className="text-sm font-normal text-muted">#{account.id}</span>
      </p>
      <AccountFacts account={account} />
      <div className="mt-4 flex flex-wrap gap-2">
        {account.suspendedAt ? (
          <ConfirmActionDialog
            trigger="Unsuspend"
            title={`Unsuspend ${name}?`}
            description="They can sign in again with their password."
            confirmLabel="Unsuspend"
            onConfirm={() => run('unsuspend')}
          />
        ) : (
          <ConfirmActionDialog
            trigger="Suspend"
            triggerVariant="danger"
            title={`Suspend ${name}?`}
            description="Every session of this account ends now, and signing in is refused until you lift the suspension. What they posted stays up; hide it from the Reports queue if it should go."
            confirmLabel="Suspend account"
            reasonLabel="Reason (staff see it in the audit log)"
            reasonMax={SUSPENSION_REASON_MAX}
            onConfirm={(reason) => run('suspend', reason)}
          />
        )}
        <ConfirmActionDialog
          trigger="End all sessions"
          title={`End every session of ${name}?`}
          description="They are signed out everywhere and can sign in again with their password."
          confirmLabel="End sessions"
          onConfirm={() => run('end-sessions')}
        />
        {account.twoFactorEnabled && (
          <ConfirmActionDialog
            trigger="Reset two-factor"
            title={`Reset two-factor of ${name}?`}
            description="Their authenticator and recovery codes stop working and every session ends. They sign in with their password and set two-factor up again."
            confirmLabel="Reset two-factor"
            onConfirm={() => run('reset-two-factor')}
          />
        )}
        <ConfirmActionDialog
          trigger="Unlock sign-in"
          title={`Unlock sign-in for ${name}?`}
          description="Clears the pause that many failed sign-ins or two-factor codes put on this account."
          confirmLabel="Unlock"
          onConfirm={() => run('unlock')}
        />
      </div>
    </article>
  );
}

export function AccountControls() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const lookup = useAccountLookup(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <section aria-labelledby="accounts-title" className="mt-10 space-y-4">
      <h2 id="accounts-title" className="text-2xl font-bold">
        Member accounts
      </h2>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        role="search"
        aria-label="Find an account"
      >
        <TextField
          label="Email address or account id"
          className="min-w-64 flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          maxLength={320}
        />
        <Button type="submit" disabled={!draft.trim()}>
          Find
        </Button>
      </form>
      {query && lookup.isPending && <Spinner label="Loading..." showLabel />}
      {lookup.isError &&
        (isApiError(lookup.error, 'not_found') ? (
          <p role="status" className="text-muted">
            {errorMessage(lookup.error, 'No account found.')}
          </p>
        ) : (
          <ErrorState
            message="Failed to load the account. Please try again."
            onRetry={() => void lookup.refetch()}
          />
        ))}
      {lookup.data && <AccountCard account={lookup.data} />}
    </section>
  );
}
