/**
 * TEXT request form (spec 000 §2 "New request", §5): text area with an x/240 counter that turns red
 * and bold at 240, "Add Genre Preferences", POST REQUEST (POSTING... while sending), the spec's
 * toasts, back to / on success.
 */
import type { FormEvent } from 'react';
import { MESSAGES, validateTextRequest } from '@common/validation';
import { t } from '../../../lib/i18n';
import { validationText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { AUTH_ERROR } from '../api/use-submit-request';
import {
  RequestFormShell,
  useRequestForm,
  type RequestFormProps,
  type RequestTextBox,
} from './request-form-shell';

/** The request box, in the page's language (read at render time, after the catalogue loaded). */
const requestBox = (): RequestTextBox => ({
  label: t('newRequest.yourRequest'),
  hideLabel: true,
  look: 'large',
  rows: 6,
  placeholder: t('newRequest.placeholder'),
  counterTestId: 'char-counter',
});

/** The TEXT tab: the request is the text itself. */
export function TextRequestForm(props: RequestFormProps) {
  const { text, user, send, shell } = useRequestForm(props);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      toast({ ...AUTH_ERROR(), variant: 'destructive' });
      return;
    }
    const problem = validateTextRequest(text);
    if (problem) {
      toast({
        title:
          problem === MESSAGES.emptyRequest
            ? t('validation.emptyRequestTitle')
            : t('common.submissionFailed'),
        description: validationText(problem),
        variant: 'destructive',
      });
      return;
    }
    await send((userId) => ({ userId, type: 'text', content: text.trim() }));
  }

  return <RequestFormShell {...shell} onSubmit={onSubmit} textBox={requestBox()} />;
}
