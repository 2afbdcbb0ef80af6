/** /login (spec 000 §2, §5, §8): email, password with show/hide, LOG IN / LOGGING IN..., link to /register. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { validateLogin } from '@common/validation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api';
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
    if (problem) return setError(problem);
    setError(null);
    try {
      const user = await login.mutateAsync({ email: email.trim(), password });
      track('login');
      toast({
        title: 'Logged in successfully',
        description: `Welcome back, ${user.displayName}!`,
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
        ? 'Failed to login. Please try again.'
        : errorMessage(err, 'Failed to login. Please check your credentials.');
      setError(message);
      toast({ title: 'Login failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <AuthLayout title="Log in">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
        <FormError message={error} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <CurrentPasswordField
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner className="text-accent-fg" />}
          {busy ? 'LOGGING IN...' : 'LOG IN'}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/forgot-password"
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      <p className="mt-3 text-center text-sm text-muted">
        New here?{' '}
        <Link
          to="/register"
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
