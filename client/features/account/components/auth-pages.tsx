/**
 * Signed-out account pages: /verify-email (the e-mailed link), /forgot-password and
 * /reset-password. Same frame as /login and /register.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { AuthLayout } from '../../auth';
import { FormError, NewPasswordField } from '../../auth';
import {
  useCheckResetLink,
  useForgotPassword,
  useResetPassword,
  useVerifyEmail,
} from '../api/account-api';

const linkClass = 'font-semibold text-accent underline-offset-2 hover:underline';

function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

export function VerifyEmailPage() {
  useDocumentTitle('Confirm your email');
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
    <AuthLayout title="Confirm your email">
      {!token || verify.isError ? (
        <>
          <FormError
            message={
              token
                ? errorText(verify.error, 'This link is invalid or has expired.')
                : 'This link is missing its code.'
            }
          />
          <p className="mt-4 text-sm text-muted">
            Sign in and use “Resend email” in the banner to get a new link.
          </p>
        </>
      ) : verify.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="font-semibold">
            {verify.data.message ??
              (verify.data.alreadyVerified
                ? 'Your email address is already verified.'
                : 'Your email address is confirmed. Thank you!')}
          </p>
          <Link to={user ? '/' : '/login'} className={buttonClasses('primary', 'md', 'w-full')}>
            {user ? 'Go to the feed' : 'LOG IN'}
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Confirming your email...
        </p>
      )}
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError('Please enter your email address.');
    setError(null);
    try {
      await forgot.mutateAsync(email.trim());
    } catch (err) {
      setError(errorText(err, 'Something went wrong. Please try again.'));
    }
  }

  return (
    <AuthLayout title="Forgot your password?">
      {forgot.isSuccess ? (
        <div role="status" className="space-y-4">
          <p>{forgot.data.message}</p>
          <p className="text-sm text-muted">The link works once, for one hour.</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-muted">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <FormError message={error} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={forgot.isPending}
          />
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? 'SENDING...' : 'SEND RESET LINK'}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className={linkClass}>
          Back to log in
        </Link>
      </p>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
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
    if (password.length < 6) return setError('Password must be at least 6 characters');
    setError(null);
    try {
      await reset.mutateAsync({ token, password });
    } catch (err) {
      setError(errorText(err, 'Failed to reset the password. Please try again.'));
    }
  }

  return (
    <AuthLayout title="Choose a new password">
      {reset.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="font-semibold">
            Your password was changed and every session was signed out.
          </p>
          <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
            LOG IN
          </Link>
        </div>
      ) : token && check.isError ? (
        // The form would only fail after typing: the footer's "Ask for a new link" is the way on.
        <FormError
          message={errorText(
            check.error,
            'This link is invalid or has expired. Please ask for a new one.',
          )}
        />
      ) : token && !check.isSuccess ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Checking your link...
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormError
            message={token ? error : 'This link is missing its code. Ask for a new one.'}
          />
          <NewPasswordField
            label="New password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={reset.isPending || !token}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
            {reset.isPending ? 'SAVING...' : 'SET NEW PASSWORD'}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/forgot-password" className={linkClass}>
          Ask for a new link
        </Link>
      </p>
    </AuthLayout>
  );
}
