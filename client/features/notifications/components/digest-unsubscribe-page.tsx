/**
 * /email/unsubscribe?token=…: where a digest's unsubscribe link leads a person. Opening
 * it changes nothing (mail scanners open links); the button posts the one-click request, which needs
 * no sign-in. Mail providers post that request themselves (List-Unsubscribe-Post).
 */
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../auth';
import { Button } from '../../../components/ui/button';
import { api, errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function DigestUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () =>
      api<{ unsubscribed: true }>('/email/unsubscribe', { method: 'POST', query: { token } }),
  });
  return (
    <AuthLayout title="E-mail digest">
      {unsubscribe.isSuccess ? (
        <p role="status">
          You are unsubscribed: no more digest e-mails. You can turn them on again on your profile.
        </p>
      ) : (
        <>
          <p>Stop getting the e-mail digest of your unread notifications?</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {errorMessage(unsubscribe.error, 'Failed to unsubscribe. Please try again.')}
            </p>
          )}
          <Button
            className="mt-5 w-full"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            Unsubscribe
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
