/**
 * Security keys (WebAuthn, docs/decisions/039): the /profile section that lists, adds and removes
 * them, the add form the staff two-factor card reuses, and the "Use a security key" button of the
 * second-factor step.
 */
import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { KeyRound } from 'lucide-react';
import { SECURITY_KEY_NICKNAME_MAX } from '@common/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { dialogPanelClasses } from '../../../components/ui/dialog';
import { ProfileCard } from '../../../components/ui/profile-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/api';
import { t, type MessageId } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import {
  NO_WEBAUTHN,
  securityKeyErrorText,
  useAddSecurityKey,
  usePassWithSecurityKey,
  useRemoveSecurityKey,
  useSecurityKeys,
} from '../api/security-keys-api';
import { agoText, dayText } from './when';
import { CurrentPasswordField } from '../../auth-forms';
import { FormError } from '../../../components/ui/form-error';

/** The browser's security-key failures (English from securityKeyErrorText) by catalogue key. */
const KEY_ERRORS = new Map<string, MessageId>([
  [
    'The security key request was cancelled or timed out. Please try again.',
    'account.keys.err.cancelled',
  ],
  ['This security key is already registered.', 'account.keys.err.registered'],
  [NO_WEBAUTHN, 'account.keys.err.unsupported'],
  ['Security keys cannot be used on this address.', 'account.keys.err.address'],
  ['The security key could not be used. Please try again.', 'account.keys.err.other'],
]);

/** What went wrong with a key, in the page's language (the server's answers via errorText). */
function keyErrorText(err: unknown): string {
  if (err instanceof ApiError) return errorText(err, 'account.keys.err.other');
  const english = securityKeyErrorText(err);
  const key = KEY_ERRORS.get(english);
  return key ? t(key) : english;
}

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
      toast({ title: t('account.keys.added', { name }), variant: 'success' });
      onAdded?.();
    } catch (err) {
      setError(keyErrorText(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormError message={error} />
      <TextField
        label={t('account.keys.name')}
        hint={t('account.keys.nameHint')}
        value={nickname}
        maxLength={SECURITY_KEY_NICKNAME_MAX}
        onChange={(e) => setNickname(e.target.value)}
        disabled={add.isPending}
      />
      <Button type="submit" variant="outline" disabled={add.isPending || !name}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {add.isPending ? t('account.keys.waiting') : t('account.keys.add')}
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
      setError(keyErrorText(err));
    }
  }

  return (
    <div className="space-y-3">
      <FormError message={error} />
      <Button onClick={() => void onUse()} disabled={pass.isPending}>
        <KeyRound className="h-4 w-4" aria-hidden="true" />
        {pass.isPending ? t('account.keys.waiting') : t('account.keys.use')}
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
      toast({ title: t('account.keys.removed', { name: nickname }), variant: 'success' });
    } catch (err) {
      setError(keyErrorText(err));
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
        <Button
          variant="outline"
          size="sm"
          aria-label={t('account.keys.removeLabel', { name: nickname })}
        >
          {t('account.keys.remove')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className={cn(dialogPanelClasses, 'w-[calc(100vw-2rem)] max-w-md')}>
          <form onSubmit={onConfirm} noValidate className="space-y-3">
            <AlertDialog.Title className="text-lg font-bold">
              {t('account.keys.removeTitle', { name: nickname })}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">
              {t('account.keys.removeText')}
            </AlertDialog.Description>
            <FormError message={error} />
            <CurrentPasswordField
              label={t('account.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div className="flex justify-end gap-2 pt-2">
              <AlertDialog.Cancel className={buttonClasses('secondary', 'md')}>
                {t('account.cancel')}
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
                {remove.isPending ? t('account.keys.removing') : t('account.keys.removeKey')}
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
    <ProfileCard
      headingId="security-keys-title"
      title={t('account.keys.title')}
      titleClassName="mb-3"
    >
      <p className="mb-3 text-sm text-muted">{t('account.keys.intro')}</p>
      {keys.isLoading ? (
        <Spinner label={t('shell.loading')} showLabel />
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('account.keys.loadFailed')}
        </p>
      ) : (
        <>
          {list.length > 0 && (
            <ul aria-label={t('account.keys.yours')} className="mb-4 divide-y divide-line">
              {list.map((k) => (
                <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">{k.nickname}</p>
                    <p className="text-xs text-muted">
                      {t('account.keys.addedOn', { date: dayText(k.createdAt) })} ·{' '}
                      {k.lastUsedAt
                        ? t('account.keys.lastUsed', { when: agoText(k.lastUsedAt) })
                        : t('account.keys.neverUsed')}
                    </p>
                  </div>
                  <RemoveKeyDialog id={k.id} nickname={k.nickname} />
                </li>
              ))}
            </ul>
          )}
          {full ? (
            <p className="text-sm">{t('account.keys.full', { count: list.length })}</p>
          ) : (
            <AddSecurityKeyForm />
          )}
        </>
      )}
    </ProfileCard>
  );
}
