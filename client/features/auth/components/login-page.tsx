/** /login (spec 000 §2, §5, §8): email, password with show/hide, LOG IN / LOGGING IN..., link to /register. */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { validateLogin } from '@common/validation';
import { ApiError } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { track } from '../../../lib/analytics';
import { toast } from '../../../lib/toast-store';
import { useLogin } from '../api/session';
import { AuthForm, AuthLink, EmailField, useAuthSubmit } from './auth-form';
import { AuthLayout } from '../../auth-forms';
import { CurrentPasswordField } from '../../auth-forms';

/** No API answer (network, proxy page) or the server's own failure says nothing about the credentials. */
const unreachable = (err: unknown) =>
  err instanceof ApiError && (err.code === null || err.code === 'internal_error');

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = login.isPending;
  const { error, onSubmit } = useAuthSubmit({
    check: () => validateLogin({ email, password }),
    send: async () => {
      const user = await login.mutateAsync({ email: email.trim(), password });
      track('login');
      toast({
        title: t('auth.loggedIn'),
        description: t('auth.welcomeBack', { name: user.displayName }),
        variant: 'success',
      });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/login' ? from : '/', { replace: true });
    },
    // The form variant of spec 000 §8: say the server is unreachable, not "wrong password".
    failureText: (err) =>
      unreachable(err) ? t('auth.loginUnreachable') : errorText(err, 'auth.loginFailedText'),
    failedTitle: t('auth.loginFailed'),
  });

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <AuthForm
        error={error}
        busy={busy}
        submitLabel={t('auth.logIn')}
        busyLabel={t('auth.loggingIn')}
        onSubmit={onSubmit}
      >
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
        <CurrentPasswordField
          label={t('auth.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
      </AuthForm>
      <p className="mt-4 text-center text-sm">
        <AuthLink to="/forgot-password">{t('auth.forgotPassword')}</AuthLink>
      </p>
      <p className="mt-3 text-center text-sm text-muted">
        {t('auth.newHere')} <AuthLink to="/register">{t('auth.createAccount')}</AuthLink>
      </p>
    </AuthLayout>
  );
}
