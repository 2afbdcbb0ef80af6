/** POST REQUEST, reading POSTING... with a spinner while the request is sent (spec 000 §2). */
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';

export function SubmitRequestButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending && <Spinner className="text-accent-fg" label={t('newRequest.posting')} />}
      {pending ? t('newRequest.postingButton') : t('newRequest.post')}
    </Button>
  );
}
