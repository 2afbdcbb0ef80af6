/** /register (spec 000 §2, §5, §8): email, display name, password with hints; SIGN UP / SIGNING UP... */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { validateRegistration } from '@common/validation';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useRegister } from '../api/session';
import { AuthForm, AuthLink, EmailField, useAuthSubmit } from './auth-form';
import { AuthLayout } from '../../auth-forms';
import { NewPasswordField } from '../../auth-forms';

export function RegisterPage() {
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister();
  const navigate = useNavigate();
  const busy = register.isPending;
  const { error, onSubmit } = useAuthSubmit({
    check: () => validateRegistration({ email, displayName, password }),
    send: async () => {
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
    },
    failureText: (err) => errorText(err, 'auth.registerFailedText'),
    failedTitle: t('auth.registerFailed'),
  });

  return (
    <AuthLayout title={t('auth.signUpTitle')}>
      <AuthForm
        error={error}
        busy={busy}
        submitLabel={t('auth.signUp')}
        busyLabel={t('auth.signingUp')}
        onSubmit={onSubmit}
      >
        <EmailField
          hint={t('auth.emailHint')}
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
      </AuthForm>
      <p className="mt-5 text-center text-sm text-muted">
        {t('auth.alreadyMember')} <AuthLink to="/login">{t('auth.logInLink')}</AuthLink>
      </p>
    </AuthLayout>
  );
}
