/**
 * Security keys (WebAuthn, docs/decisions/039): the /profile section that lists, adds and removes
 * them, the add form the staff two-factor card reuses, and the "Use a security key" button of the
 * second-factor step.
 */
import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { format, formatDistanceToNow } from 'date-fns';
import { KeyRound } from 'lucide-react';
import { SECURITY_KEY_NICKNAME_MAX } from '@common/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { dialogPanelClasses } from '../../../components/ui/dialog';
import { ProfileCard } from '../../../components/ui/profile-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { CurrentPasswordField, FormError, useSession } from '../../auth';
import {
  securityKeyErrorText,
  useAddSecurityKey,
  usePassWithSecurityKey,
  useRemoveSecurityKey,
  useSecurityKeys,
} from '../api/security-keys-api';

/** "Add a security key": a name for it, then the browser's prompt. */
export function AddSecurityKeyForm({ onAdded }: { onAdded?: () => void }) {
  const add = useAddSecurityKey();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = nickname.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync(name);
      setNickname('');
      toast({ title: `Security key "${name}" added`, variant: 'success' });
      onAdded?.();
    } catch (err) {
      setError(securityKeyErrorText(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormError message={error} />
      <TextField
        label="Key name"
        hint="e.g. Blue USB key, Laptop fingerprint"
        value={nickname}
        maxLength={SECURITY_KEY_NICKNAME_MAX}
        onChange={(e) => setNickname(e.target.value)}
        disabled={add.isPending}
      />
      <Button type="submit" variant="outline" disabled={add.isPending || !name}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {add.isPending ? 'Waiting for your key...' : 'Add a security key'}
      </Button>
    </form>
  );
}

/** The second-factor step's key button: the browser asks for a touch of one of the account's keys. */
export function SecurityKeyPrompt() {
  const pass = usePassWithSecurityKey();
  const [error, setError] = useState<string | null>(null);

  async function onUse() {
    setError(null);
    try {
      await pass.mutateAsync();
    } catch (err) {
      setError(securityKeyErrorText(err));
    }
  }

  return (
    <div className="space-y-3">
      <FormError message={error} />
      <Button onClick={() => void onUse()} disabled={pass.isPending}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {pass.isPending ? 'Waiting for your key...' : 'Use a security key'}
      </Button>
    </div>
  );
}

/** Remove one key: a confirmation that asks for the password, as turning the app off does. */
function RemoveKeyDialog({ id, nickname }: { id: number; nickname: string }) {
  const remove = useRemoveSecurityKey();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ id, password });
      setOpen(false);
      toast({ title: `Security key "${nickname}" removed`, variant: 'success' });
    } catch (err) {
      setError(securityKeyErrorText(err));
    }
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(null);
        }
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Remove security key ${nickname}`}>
          Remove
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className={cn(dialogPanelClasses, 'w-[calc(100vw-2rem)] max-w-md')}>
          <form onSubmit={onConfirm} noValidate className="space-y-3">
            <AlertDialog.Title className="text-lg font-bold">
              Remove &ldquo;{nickname}&rdquo;?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">
              This key will no longer sign you in. Confirm your password to remove it.
            </AlertDialog.Description>
            <FormError message={error} />
            <CurrentPasswordField
              label="Password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="flex justify-end gap-2 pt-2">
              <AlertDialog.Cancel className={buttonClasses('secondary', 'md')}>
                Cancel
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
                {remove.isPending ? 'Removing...' : 'Remove key'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** /profile section: the account's keys (name, added, last used, remove) and the add form. */
export function SecurityKeysSection() {
  const { user } = useSession();
  const keys = useSecurityKeys(!!user);
  if (!user) return null;
  const list = keys.data?.keys ?? [];
  const full = !!keys.data && list.length >= keys.data.max;

  return (
    <ProfileCard headingId="security-keys-title" title="Security keys" titleClassName="mb-3">
      <p className="mb-3 text-sm text-muted">
        Use a security key, or your device&apos;s fingerprint or face unlock, as your second factor
        when you sign in.
      </p>
      {keys.isLoading ? (
        <Spinner showLabel />
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not load your security keys.
        </p>
      ) : (
        <>
          {list.length > 0 && (
            <ul aria-label="Your security keys" className="mb-4 divide-y divide-line">
              {list.map((k) => (
                <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">{k.nickname}</p>
                    <p className="text-xs text-muted">
                      Added {format(new Date(k.createdAt), 'd MMM yyyy')} ·{' '}
                      {k.lastUsedAt
                        ? `last used ${formatDistanceToNow(new Date(k.lastUsedAt), { addSuffix: true })}`
                        : 'never used'}
                    </p>
                  </div>
                  <RemoveKeyDialog id={k.id} nickname={k.nickname} />
                </li>
              ))}
            </ul>
          )}
          {full ? (
            <p className="text-sm">
              You have {list.length} security keys, the most an account can have. Remove one to add
              another.
            </p>
          ) : (
            <AddSecurityKeyForm />
          )}
        </>
      )}
    </ProfileCard>
  );
}
