/**
 * Two-factor UI: enrolment with a QR code and the 10 recovery codes shown once, the code
 * prompt a session must pass, and the profile section that turns it on or off.
 */
import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { isStaffRole } from '@common/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import {
  useDisableTotp,
  useEnableTotp,
  useReloadSession,
  useStartTotp,
  useVerifyTotp,
} from '../api/account-api';
import { ProfileCard } from '../../../components/ui/profile-card';
import { AddSecurityKeyForm, SecurityKeyPrompt } from './security-keys';
import { CurrentPasswordField } from '../../auth-forms';
import { FormError } from '../../../components/ui/form-error';

const message = (err: unknown) => errorText(err, 'account.error.generic');

/** The ten recovery codes, shown once after set-up, and "I saved my recovery codes". */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="space-y-3">
      <p role="status" className="font-semibold">
        {t('account.tfa.isOn')}
      </p>
      <p className="text-sm text-muted">{t('account.tfa.saveCodes')}</p>
      <ul
        aria-label={t('account.tfa.codes')}
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-bg p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button onClick={() => onSaved()}>{t('account.tfa.savedCodes')}</Button>
    </div>
  );
}

/** Set-up: start, scan the QR code (or type the key), confirm with a first code, keep the recovery codes. */
export function TwoFactorSetup() {
  const start = useStartTotp();
  const enable = useEnableTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const reload = useReloadSession();

  async function onEnable(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const res = await enable.mutateAsync(code.trim());
      setCodes(res.recoveryCodes);
    } catch (err) {
      setError(message(err));
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onSaved={() => void reload()} />;
  if (!start.data) {
    return (
      <div className="space-y-3">
        <FormError message={start.isError ? message(start.error) : null} />
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? t('account.tfa.starting') : t('account.tfa.setUp')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onEnable} noValidate className="space-y-3">
      <p className="text-sm">{t('account.tfa.scan')}</p>
      <img
        src={start.data.qrCodeDataUrl}
        alt={t('account.tfa.qr')}
        width={220}
        height={220}
        className="rounded-xl bg-white p-1"
      />
      <p className="text-sm text-muted">
        {t('account.tfa.cantScan')}{' '}
        <code className="break-all font-mono text-fg" data-testid="totp-secret">
          {start.data.secret}
        </code>
      </p>
      <FormError message={error} />
      <TextField
        label={t('account.tfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={enable.isPending}
      />
      <Button type="submit" disabled={enable.isPending || !code.trim()}>
        {enable.isPending ? t('account.tfa.checking') : t('account.tfa.turnOn')}
      </Button>
    </form>
  );
}

/** The code prompt for a session that has not passed two-factor yet (TOTP or a recovery code). */
export function TwoFactorPrompt() {
  const verify = useVerifyTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await verify.mutateAsync(code.trim());
    } catch (err) {
      setError(message(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-muted">{t('account.tfa.enterCode')}</p>
      <FormError message={error} />
      <TextField
        label={t('account.tfa.code')}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={verify.isPending}
      />
      <Button type="submit" disabled={verify.isPending || !code.trim()}>
        {verify.isPending ? t('account.tfa.checking') : t('account.tfa.verify')}
      </Button>
    </form>
  );
}

/**
 * Full-page card: staff screens and (for members who turned it on) the app wait for two-factor.
 * The step offers each factor the account has: a security key, the authenticator code, or both;
 * staff without one set up either (decision 039: a key counts like TOTP).
 */
export function TwoFactorRequired() {
  const { user } = useSession();
  const hasTotp = !!user?.twoFactorEnabled;
  const hasKey = !!user?.hasSecurityKey;
  const enrolled = hasTotp || hasKey;
  return (
    <section
      aria-labelledby="mfa-title"
      className="mx-auto mt-6 max-w-md rounded-3xl border border-line bg-surface p-6"
    >
      <h1 id="mfa-title" className="mb-2 flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        {t('account.tfa.required')}
      </h1>
      <p className="mb-4 text-sm text-muted">
        {enrolled ? t('account.tfa.confirmIt') : t('account.tfa.staffNeed')}
      </p>
      {enrolled ? (
        <div className="space-y-4">
          {hasKey && <SecurityKeyPrompt />}
          {hasKey && hasTotp && <p className="text-sm text-muted">{t('account.tfa.orCode')}</p>}
          {hasTotp && <TwoFactorPrompt />}
        </div>
      ) : (
        <div className="space-y-4">
          <TwoFactorSetup />
          <h2 className="pt-2 text-base font-semibold">{t('account.tfa.orKey')}</h2>
          <AddSecurityKeyForm />
        </div>
      )}
    </section>
  );
}

/** /profile section: turn two-factor on, or off (members only; needs the password). */
export function TwoFactorSection() {
  const { user } = useSession();
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const staff = isStaffRole(user.role);

  async function onDisable(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await disable.mutateAsync(password);
      setPassword('');
      toast({ title: t('account.tfa.off'), variant: 'success' });
    } catch (err) {
      setError(message(err));
    }
  }

  return (
    <ProfileCard headingId="two-factor-title" title={t('account.tfa.title')} titleClassName="mb-3">
      {!user.twoFactorEnabled ? (
        <>
          <p className="mb-3 text-sm text-muted">{t('account.tfa.askCode')}</p>
          <TwoFactorSetup />
        </>
      ) : staff && !user.hasSecurityKey ? (
        <p className="text-sm">{t('account.tfa.staffOn')}</p>
      ) : (
        <form onSubmit={onDisable} noValidate className="space-y-3">
          <p className="text-sm">{t('account.tfa.onConfirm')}</p>
          <FormError message={error} />
          <CurrentPasswordField
            label={t('account.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={disable.isPending || !password}>
            {t('account.tfa.turnOff')}
          </Button>
        </form>
      )}
    </ProfileCard>
  );
}
