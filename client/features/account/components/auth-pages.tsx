/**
 * Signed-out account pages: /verify-email (the e-mailed link), /forgot-password and
 * /reset-password. Same frame as /login and /register.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@common/validation';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { currentLocale, t, type MessageId } from '../../../lib/i18n';
import { errorText, validationText } from '../../../lib/i18n-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import {
  useCheckResetLink,
  useForgotPassword,
  useResetPassword,
  useVerifyEmail,
} from '../api/account-api';
import { AuthLayout, NewPasswordField } from '../../auth-forms';
import { FormError } from '../../../components/ui/form-error';

const linkClass = 'font-semibold text-accent underline-offset-2 hover:underline';

/** The server's English words in English (the contract), the catalogue's in another language. */
function serverText(message: string | undefined, key: MessageId): string {
  return currentLocale() === 'en' && message ? message : t(key);
}

/** What the verify page says once the link worked. */
function verifiedText(data: { message?: string; alreadyVerified?: boolean }): string {
  if (data.alreadyVerified) return serverText(data.message, 'account.verify.already');
  if (data.message) return serverText(data.message, 'account.verify.takenBack');
  return t('account.verify.confirmed');
}

export function VerifyEmailPage() {
  useDocumentTitle(t('account.verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { user, isLoading } = useSession();
  const sent = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects: the token is single-use. After the session has
    // loaded, since verifying replaces this browser's session id (an earlier /me would be refused).
    if (sent.current || !token || isLoading) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify, isLoading]);

  return (
    <AuthLayout title={t('account.verify.title')}>
      {!token || verify.isError ? (
        <>
          <FormError
            message={
              token ? errorText(verify.error, 'account.verify.invalid') : t('account.verify.noCode')
            }
          />
          <p className="mt-4 text-sm text-muted">{t('account.verify.resendHint')}</p>
        </>
      ) : verify.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="font-semibold">{verifiedText(verify.data)}</p>
          <Link to={user ? '/' : '/login'} className={buttonClasses('primary', 'md', 'w-full')}>
            {user ? t('account.verify.toFeed') : t('auth.logIn')}
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('account.verify.confirming')}
        </p>
      )}
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle(t('account.forgot.pageTitle'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(t('account.forgot.enterEmail'));
    setError(null);
    try {
      await forgot.mutateAsync(email.trim());
    } catch (err) {
      setError(errorText(err, 'account.error.generic'));
    }
  }

  return (
    <AuthLayout title={t('account.forgot.title')}>
      {forgot.isSuccess ? (
        <div role="status" className="space-y-4">
          <p>{serverText(forgot.data.message, 'account.forgot.sent')}</p>
          <p className="text-sm text-muted">{t('account.forgot.oneHour')}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-muted">{t('account.forgot.intro')}</p>
          <FormError message={error} />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={forgot.isPending}
          />
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('account.forgot.sending') : t('account.forgot.send')}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className={linkClass}>
          {t('account.forgot.backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  useDocumentTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const check = useCheckResetLink();
  const checked = useRef(false);
  useEffect(() => {
    // Once (StrictMode runs effects twice): a dead link is told at once, not after typing.
    if (checked.current || !token) return;
    checked.current = true;
    check.mutate(token);
  }, [token, check]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < 6) return setError(validationText(MESSAGES.passwordLength));
    setError(null);
    try {
      await reset.mutateAsync({ token, password });
    } catch (err) {
      setError(errorText(err, 'account.reset.failed'));
    }
  }

  return (
    <AuthLayout title={t('account.reset.title')}>
      {reset.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="font-semibold">{t('account.reset.done')}</p>
          <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
            {t('auth.logIn')}
          </Link>
        </div>
      ) : token && check.isError ? (
        // The form would only fail after typing: the footer's "Ask for a new link" is the way on.
        <FormError message={errorText(check.error, 'error.invalid_token')} />
      ) : token && !check.isSuccess ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('account.reset.checking')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError message={token ? error : t('account.reset.noCode')} />
          <NewPasswordField
            label={t('account.pw.new')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={reset.isPending || !token}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
            {reset.isPending ? t('account.reset.saving') : t('account.reset.set')}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/forgot-password" className={linkClass}>
          {t('account.reset.askNew')}
        </Link>
      </p>
    </AuthLayout>
  );
}
