/** /profile "Change password": needs the current password; can sign out every other session. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useChangePassword } from '../api/account-api';
import { ProfileCard } from '../../../components/ui/profile-card';
import { CurrentPasswordField, NewPasswordField } from '../../auth-forms';
import { FormError } from '../../../components/ui/form-error';

export function ChangePasswordSection() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Say which field is missing, and refuse the current password as the new one; the
    // server says the same words.
    if (!currentPassword) return setError(t('account.pw.enterCurrent'));
    if (!newPassword) return setError(t('account.pw.enterNew'));
    if (newPassword === currentPassword) return setError(t('account.pw.mustDiffer'));
    if (newPassword.length < 6) return setError(t('validation.passwordLength'));
    setError(null);
    try {
      const res = await change.mutateAsync({ currentPassword, newPassword, signOutOthers });
      setCurrent('');
      setNew('');
      const others = t('account.pw.othersSignedOut', { count: res.signedOut });
      toast({
        title: t('account.pw.changed'),
        description: signOutOthers ? others : t('account.pw.changedText'),
        variant: 'success',
      });
    } catch (err) {
      setError(errorText(err, 'account.pw.failed'));
    }
  }

  return (
    <ProfileCard
      headingId="change-password-title"
      title={t('account.pw.title')}
      titleClassName="mb-3"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormError message={error} />
        <CurrentPasswordField
          label={t('account.pw.current')}
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordField
          label={t('account.pw.new')}
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={signOutOthers}
            onChange={(e) => setSignOutOthers(e.target.checked)}
            className="h-4 w-4 accent-[var(--color-accent)]"
          />
          {t('account.pw.signOutOthers')}
        </label>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('account.saving') : t('account.pw.title')}
        </Button>
      </form>
    </ProfileCard>
  );
}
