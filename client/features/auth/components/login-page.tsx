/** /login (spec 000 §2, §5, §8): email, password with show/hide, LOG IN / LOGGING IN..., link to /register. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { validateLogin } from '@common/validation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText, validationText } from '../../../lib/i18n-errors';
import { track } from '../../../lib/analytics';
import { toast } from '../../../lib/toast-store';
import { useLogin } from '../api/session';
import { AuthLayout } from './auth-layout';
import { FormError } from './form-error';
import { CurrentPasswordField } from './password-fields';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = login.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) return setError(validationText(problem));
    setError(null);
    try {
      const user = await login.mutateAsync({ email: email.trim(), password });
      track('login');
      toast({
        title: t('auth.loggedIn'),
        description: t('auth.welcomeBack', { name: user.displayName }),
        variant: 'success',
      });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    } catch (err) {
      // No answer or a server fault says nothing about the credentials: the form variant of spec 000 §8.
      // No API answer (network, proxy page) or the server's own failure: say so, not "wrong password".
      const unreachable =
        err instanceof ApiError && (err.code === null || err.code === 'internal_error');
      const message = unreachable
        ? t('auth.loginUnreachable')
        : errorText(err, 'auth.loginFailedText');
      setError(message);
      toast({ title: t('auth.loginFailed'), description: message, variant: 'destructive' });
    }
  }

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
        <FormError message={error} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <CurrentPasswordField
          label={t('auth.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="text-accent-fg" />}
          {busy ? t('auth.loggingIn') : t('auth.logIn')}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/forgot-password"
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </p>
      <p className="mt-3 text-center text-sm text-muted">
        {t('auth.newHere')}{' '}
        <Link
          to="/register"
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthLayout>
  );
}
