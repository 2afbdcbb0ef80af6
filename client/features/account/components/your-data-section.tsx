/**
 * /profile "Your data": download everything as JSON, and delete the account after the
 * password (posts stay, credited to "Deleted account", unless the member ticks the box).
 */
import type { ApiBody } from '@common/api-bodies';
import { apiPath } from '@common/api-routes';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { callApi, withQuery } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useSessionChange } from '../../auth';
import { ProfileCard } from '../../../components/ui/profile-card';
import { CurrentPasswordField } from '../../auth-forms';
import { FormError } from '../../../components/ui/form-error';

/** POST /api/account/delete; the member is signed out with it. */
function useDeleteAccount() {
  return useSessionChange((input: ApiBody<'postAccountDelete'>) =>
    callApi('postAccountDelete', { body: input }).then(() => null),
  );
}

/**
 * The delete form's fields and submit: asks for the password, deletes (signing out), toasts
 * "Account deleted" and replaces the page with /login; a failure shows the server's message.
 */
function useAccountDeletion() {
  const del = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [removeContent, setRemoveContent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDelete(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('account.data.enterPassword'));
    setError(null);
    try {
      await del.mutateAsync({ password, removeContent });
      toast({
        title: t('account.data.deleted'),
        description: t('account.data.deletedText'),
        variant: 'success',
      });
      navigate('/login', { replace: true });
    } catch (err) {
      setError(errorText(err, 'account.data.deleteFailed'));
    }
  }

  return { del, password, setPassword, removeContent, setRemoveContent, error, onDelete };
}

/** The ZIP download and the "JSON only" link. */
function DataDownloadLinks() {
  return (
    <>
      <p className="mb-3 text-sm text-muted">{t('account.data.intro')}</p>
      {/* Plain links: the browser streams the attachment to disk. */}
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={withQuery(apiPath('getAccountExport'), { format: 'zip' })}
          download
          className={buttonClasses('outline', 'md')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('account.data.download')}
        </a>
        <a
          href={apiPath('getAccountExport')}
          download
          className="text-sm font-semibold text-accent underline underline-offset-2"
        >
          {t('account.data.jsonOnly')}
        </a>
      </div>
    </>
  );
}

export function YourDataSection() {
  const [confirming, setConfirming] = useState(false);
  const { del, password, setPassword, removeContent, setRemoveContent, error, onDelete } =
    useAccountDeletion();

  return (
    <ProfileCard headingId="your-data-title" title={t('account.data.title')} titleClassName="mb-3">
      <DataDownloadLinks />

      <h3 className="mt-6 mb-2 font-bold">{t('account.data.deleteTitle')}</h3>
      {!confirming ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('account.data.deleteStart')}
        </Button>
      ) : (
        <form onSubmit={onDelete} noValidate className="space-y-3">
          <p className="text-sm">{t('account.data.deleteText')}</p>
          <FormError message={error} />
          <CurrentPasswordField
            label={t('account.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={removeContent}
              onChange={(e) => setRemoveContent(e.target.checked)}
              className="h-4 w-4"
            />
            {t('account.data.removeContent')}
          </label>
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={del.isPending}>
              {del.isPending ? t('account.data.deleting') : t('account.data.deleteMine')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
          </div>
        </form>
      )}
    </ProfileCard>
  );
}
