/**
 * The header's feedback button (spec 001 §2 "Feedback submission"); opens the feedback dialog,
 * whose code (Radix Dialog, the form) loads on first hover, focus or press.
 */
import { Suspense, useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { t } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { useDeferredTrigger } from '../../../lib/use-deferred-trigger';

const loadDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazyNamed(loadDialog, 'FeedbackDialog');

export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const trigger = useDeferredTrigger(loadDialog);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      aria-label={t('feedbackDialog.title')}
      title={t('feedbackDialog.title')}
      {...trigger.warm}
      onClick={onClick}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2"
    >
      <MessageSquareText className="h-5 w-5" aria-hidden="true" />
    </button>
  );
  if (!trigger.active) {
    return button(() => {
      trigger.activate();
      setOpen(true);
    });
  }
  return (
    <Suspense fallback={button()}>
      <FeedbackDialog open={open} onOpenChange={setOpen}>
        {button()}
      </FeedbackDialog>
    </Suspense>
  );
}
