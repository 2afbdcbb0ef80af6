/**
 * The parts the sign-in and sign-up forms share (spec 000 §4 Forms, §8): the submit flow with its
 * error box and failure toast, the form with its busy button, the e-mail box and the links below.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { validationText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { FormError } from '../../../components/ui/form-error';

interface AuthSubmit {
  /** The fields' problem (a validation message), or null when the form may be sent. */
  check: () => string | null;
  send: () => Promise<void>;
  /** The message a failed `send` shows, in the form and in the toast titled `failedTitle`. */
  failureText: (err: unknown) => string;
  failedTitle: string;
}

/** The submit flow: check the fields, send, and show a failure in the form and a toast. */
export function useAuthSubmit({ check, send, failureText, failedTitle }: AuthSubmit) {
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = check();
    if (problem) return setError(validationText(problem));
    setError(null);
    try {
      await send();
    } catch (err) {
      const message = failureText(err);
      setError(message);
      toast({ title: failedTitle, description: message, variant: 'destructive' });
    }
  }
  return { error, onSubmit };
}

interface AuthFormProps {
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The form: its error box, the fields, and the full-width submit button that says it is busy. */
export function AuthForm({
  error,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
      <FormError message={error} />
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner className="text-accent-fg" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The e-mail box of both forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label={t('auth.email')} type="email" autoComplete="email" {...props} />;
}

/** A link under the form to another account page. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-accent underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
