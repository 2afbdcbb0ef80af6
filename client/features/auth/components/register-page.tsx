/** /register (spec 000 §2, §5, §8): email, display name, password with hints; SIGN UP / SIGNING UP... */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { validateRegistration } from '@common/validation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { errorText, validationText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useRegister } from '../api/session';
import { AuthLayout } from './auth-layout';
import { FormError } from './form-error';
import { NewPasswordField } from './password-fields';

export function RegisterPage() {
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const register = useRegister();
  const navigate = useNavigate();
  const busy = register.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateRegistration({ email, displayName, password });
    if (problem) return setError(validationText(problem));
    setError(null);
    try {
      const user = await register.mutateAsync({
        email: email.trim(),
        displayName: displayName.trim(),
        password,
      });
      toast({
        title: t('auth.registered'),
        description: t('auth.welcome', { name: user.displayName }),
        variant: 'success',
      });
      navigate('/onboarding/genres', { replace: true });
    } catch (err) {
      const message = errorText(err, 'auth.registerFailedText');
      setError(message);
      toast({ title: t('auth.registerFailed'), description: message, variant: 'destructive' });
    }
  }

  return (
    <AuthLayout title={t('auth.signUpTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
        <FormError message={error} />
        <TextField
          label={t('auth.email')}
          hint={t('auth.emailHint')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <TextField
          label={t('auth.displayName')}
          dir="auto"
          hint={t('auth.displayNameHint')}
          autoComplete="nickname"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          disabled={busy}
        />
        <NewPasswordField
          label={t('auth.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="text-accent-fg" />}
          {busy ? t('auth.signingUp') : t('auth.signUp')}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted">
        {t('auth.alreadyMember')}{' '}
        <Link to="/login" className="font-semibold text-accent underline-offset-2 hover:underline">
          {t('auth.logInLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
