/**
 * TEXT request form (spec 000 §2 "New request", §5): text area with an x/240 counter that turns red
 * and bold at 240, "Add Genre Preferences", POST REQUEST (POSTING... while sending), the spec's
 * toasts, back to / on success.
 */
import type { FormEvent } from 'react';
import { MESSAGES, validateTextRequest } from '@common/validation';
import { toast } from '../../../lib/toast-store';
import { AUTH_ERROR } from '../api/use-submit-request';
import {
  RequestFormShell,
  useRequestForm,
  type RequestFormProps,
  type RequestTextBox,
} from './request-form-shell';

const REQUEST_BOX: RequestTextBox = {
  label: 'Your request',
  hideLabel: true,
  look: 'large',
  rows: 6,
  placeholder: 'What are you in the mood for? e.g. Songs for a late-night drive through the rain',
  counterTestId: 'char-counter',
};

/** The TEXT tab: the request is the text itself. */
export function TextRequestForm(props: RequestFormProps) {
  const { text, user, send, shell } = useRequestForm(props);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      toast({ ...AUTH_ERROR, variant: 'destructive' });
      return;
    }
    const problem = validateTextRequest(text);
    if (problem) {
      toast({
        title: problem === MESSAGES.emptyRequest ? MESSAGES.emptyRequestTitle : 'Submission failed',
        description: problem,
        variant: 'destructive',
      });
      return;
    }
    await send((userId) => ({ userId, type: 'text', content: text.trim() }));
  }

  return <RequestFormShell {...shell} onSubmit={onSubmit} textBox={REQUEST_BOX} />;
}
