/**
 * The two kinds of password box of the account forms, so each says the same to the browser's
 * password manager and to the member wherever it appears.
 */
import { PASSWORD_MIN } from '@common/constants';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>;

/** A password the member already has (sign-in, confirming a change): the manager may fill it in. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen: the length rule as the hint, and the manager may suggest one. */
export function NewPasswordField(props: PasswordFieldProps) {
  return (
    <TextField
      hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
      type="password"
      autoComplete="new-password"
      {...props}
    />
  );
}
