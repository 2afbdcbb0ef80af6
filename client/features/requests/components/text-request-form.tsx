/**
 * TEXT request form (spec 000 §2 "New request", §5): text area with an x/240 counter that turns red
 * and bold at 240, POST REQUEST (POSTING... while sending), the spec's toasts, back to / on success.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_TEXT_LENGTH } from '@common/constants';
import { MESSAGES, validateTextRequest } from '@common/validation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth/api/session';
import { useCreateRequest } from '../api/requests-api';

export function TextRequestForm() {
  const [content, setContent] = useState('');
  const { user } = useSession();
  const create = useCreateRequest();
  const navigate = useNavigate();
  const id = useId();
  const atLimit = content.length >= MAX_TEXT_LENGTH;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      toast({ title: 'Authentication error', description: 'Failed to identify your user account. Please log out and log in again.', variant: 'destructive' });
      return;
    }
    const problem = validateTextRequest(content);
    if (problem) {
      toast({ title: problem === MESSAGES.emptyRequest ? MESSAGES.emptyRequestTitle : 'Submission failed', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await create.mutateAsync({ userId: user.id, type: 'text', content: content.trim() });
      setContent('');
      toast({ title: 'Request submitted', variant: 'success' });
      navigate('/');
    } catch (err) {
      toast({ title: 'Submission failed', description: errorMessage(err, 'Failed to submit your request. Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={id} className="sr-only">
          Your request
        </label>
        <textarea
          id={id}
          value={content}
          onChange={(e) => setContent(e.target.value.slice(0, MAX_TEXT_LENGTH))}
          maxLength={MAX_TEXT_LENGTH}
          rows={6}
          placeholder="What are you in the mood for? e.g. Songs for a late-night drive through the rain"
          aria-describedby={`${id}-count`}
          disabled={create.isPending}
          className="w-full resize-none rounded-2xl border border-line bg-surface p-4 text-xl leading-snug text-fg placeholder:text-muted focus:border-accent focus:outline-none"
        />
        <p id={`${id}-count`} data-testid="char-counter" className={cn('mt-1 text-right text-sm', atLimit ? 'font-bold text-danger' : 'text-muted')}>
          {content.length}/{MAX_TEXT_LENGTH}
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
        {create.isPending && <Spinner className="text-accent-fg" label="Posting" />}
        {create.isPending ? 'POSTING...' : 'POST REQUEST'}
      </Button>
    </form>
  );
}
