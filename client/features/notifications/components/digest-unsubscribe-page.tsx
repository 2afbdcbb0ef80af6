/**
 * /email/unsubscribe?token=…: where a digest's unsubscribe link leads a person. Opening
 * it changes nothing (mail scanners open links); the button posts the one-click request, which needs
 * no sign-in. Mail providers post that request themselves (List-Unsubscribe-Post).
 */
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../../auth-forms';

export function DigestUnsubscribePage() {
  useDocumentTitle(t('digest.unsubscribe'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      api<{ unsubscribed: true }>('/email/unsubscribe', { method: 'POST', query: { token } }),
  });
  return (
    <AuthLayout title={t('digest.title')}>
      {unsubscribe.isSuccess ? (
        <p role="status">{t('digest.unsubscribed')}</p>
      ) : (
        <>
          <p>{t('digest.unsubscribeAsk')}</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {errorText(unsubscribe.error, 'digest.unsubscribeFailed')}
            </p>
          )}
          <Button
            className="mt-5 w-full"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {t('digest.unsubscribe')}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
