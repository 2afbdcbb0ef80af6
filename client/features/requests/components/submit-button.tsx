/** POST REQUEST, reading POSTING... with a spinner while the request is sent (spec 000 §2). */
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export function SubmitRequestButton({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending && <Spinner className="text-accent-fg" label="Posting" />}
      {pending ? 'POSTING...' : 'POST REQUEST'}
    </Button>
  );
}
