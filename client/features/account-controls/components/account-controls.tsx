/**
 * The staff "Member accounts" section on /admin: find an account by e-mail or id,
 * see its security state, and suspend or unsuspend it, end its sessions, reset its two-factor or
 * lift its sign-in pause, each behind a confirmation. The server decides who may act on whom.
 */
import { useState, type FormEvent } from 'react';
import { SUSPENSION_REASON_MAX } from '@common/constants';
import type { StaffAccount } from '@common/schemas/account-controls';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { staffTime } from '../../../lib/staff-time';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import {
  useAccountAction,
  useAccountLookup,
  type AccountAction,
} from '../api/account-controls-api';
import { ConfirmActionDialog } from './confirm-action-dialog';

/** The toast after each action, naming the account (distinct from the audit log's event names on the same page). */
const DONE: Record<AccountAction, (name: string) => string> = {
  suspend: (name) => t('controls.done.suspend', { name }),
  unsuspend: (name) => t('controls.done.unsuspend', { name }),
  'end-sessions': (name) => t('controls.done.endSessions', { name }),
  'reset-two-factor': (name) => t('controls.done.resetTwoFactor', { name }),
  unlock: (name) => t('controls.done.unlock', { name }),
};

/** "3 Mar 2026 14:05" in English, the page's language's medium date and short time elsewhere. */
function when(iso: string): string {
  return staffTime(iso, 'd MMM yyyy HH:mm');
}

/** "Suspended since 3 Mar 2026 14:05", the state word in red (the message places it per language). */
function SuspendedSince({ iso }: { iso: string }) {
  const word = t('controls.suspended');
  const text = t('controls.suspendedSince', { status: word, date: when(iso) });
  const at = text.indexOf(word);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="font-semibold text-danger">{word}</span>
      {text.slice(at + word.length)}
    </>
  );
}

/** The account's e-mail, role, join date, suspension, two-factor and session count. */
function AccountFacts({ account }: { account: StaffAccount }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted">{t('controls.email')}</dt>
      <dd className="break-all">{account.email}</dd>
      <dt className="text-muted">{t('controls.role')}</dt>
      <dd>{account.role}</dd>
      <dt className="text-muted">{t('controls.joined')}</dt>
      <dd>{when(account.createdAt)}</dd>
      <dt className="text-muted">{t('controls.status')}</dt>
      <dd>
        {account.suspendedAt ? (
          <>
            <SuspendedSince iso={account.suspendedAt} />
            {account.suspensionReason && (
              <>
                : &ldquo;<span dir="auto">{account.suspensionReason}</span>&rdquo;
              </>
            )}
          </>
        ) : (
          t('controls.active')
        )}
      </dd>
      <dt className="text-muted">{t('controls.twoFactor')}</dt>
      <dd>{account.twoFactorEnabled ? t('controls.on') : t('controls.off')}</dd>
      <dt className="text-muted">{t('controls.sessions')}</dt>
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
      aria-label={t('controls.accountOf', { name })}
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
            trigger={t('controls.unsuspend')}
            title={t('controls.unsuspendTitle', { name })}
            description={t('controls.unsuspendText')}
            confirmLabel={t('controls.unsuspend')}
            onConfirm={() => run('unsuspend')}
          />
        ) : (
          <ConfirmActionDialog
            trigger={t('controls.suspend')}
            triggerVariant="danger"
            title={t('controls.suspendTitle', { name })}
            description={t('controls.suspendText')}
            confirmLabel={t('controls.suspendAccount')}
            reasonLabel={t('controls.reason')}
            reasonMax={SUSPENSION_REASON_MAX}
            onConfirm={(reason) => run('suspend', reason)}
          />
        )}
        <ConfirmActionDialog
          trigger={t('controls.endAll')}
          title={t('controls.endTitle', { name })}
          description={t('controls.endText')}
          confirmLabel={t('controls.endSessions')}
          onConfirm={() => run('end-sessions')}
        />
        {account.twoFactorEnabled && (
          <ConfirmActionDialog
            trigger={t('controls.resetTwoFactor')}
            title={t('controls.resetTitle', { name })}
            description={t('controls.resetText')}
            confirmLabel={t('controls.resetTwoFactor')}
            onConfirm={() => run('reset-two-factor')}
          />
        )}
        <ConfirmActionDialog
          trigger={t('controls.unlockSignIn')}
          title={t('controls.unlockTitle', { name })}
          description={t('controls.unlockText')}
          confirmLabel={t('controls.unlock')}
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
        {t('controls.title')}
      </h2>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        role="search"
        aria-label={t('controls.find')}
      >
        <TextField
          label={t('controls.query')}
          className="min-w-64 flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          maxLength={320}
        />
        <Button type="submit" disabled={!draft.trim()}>
          {t('controls.findButton')}
        </Button>
      </form>
      {query && lookup.isPending && <Spinner label={t('controls.loading')} showLabel />}
      {lookup.isError &&
        (isApiError(lookup.error, 'not_found') ? (
          <p role="status" className="text-muted">
            {errorText(lookup.error, 'controls.noAccount')}
          </p>
        ) : (
          <ErrorState message={t('controls.loadFailed')} onRetry={() => void lookup.refetch()} />
        ))}
      {lookup.data && <AccountCard account={lookup.data} />}
    </section>
  );
}
