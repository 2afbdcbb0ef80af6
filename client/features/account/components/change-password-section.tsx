/** /profile "Change password": needs the current password; can sign out every other session. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import { CurrentPasswordField, FormError, NewPasswordField } from '../../auth';
import { useChangePassword } from '../api/account-api';
import { ProfileCard } from '../../../components/ui/profile-card';

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
    if (!currentPassword) return setError('Please enter your current password.');
    if (!newPassword) return setError('Please enter a new password.');
    if (newPassword === currentPassword)
      return setError('Your new password must be different from your current one.');
    if (newPassword.length < 6) return setError('Password must be at least 6 characters');
    setError(null);
    try {
      const res = await change.mutateAsync({ currentPassword, newPassword, signOutOthers });
      setCurrent('');
      setNew('');
      const others =
        res.signedOut === 1
          ? '1 other session was signed out.'
          : `${res.signedOut} other sessions were signed out.`;
      toast({
        title: 'Password changed',
        description: signOutOthers ? others : 'Your password was changed.',
        variant: 'success',
      });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to change the password.');
    }
  }

  return (
    <ProfileCard headingId="change-password-title" title="Change password" titleClassName="mb-3">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormError message={error} />
        <CurrentPasswordField
          label="Current password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordField
          label="New password"
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
          Sign out every other session
        </label>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </ProfileCard>
  );
}
