/** The header's feedback button (spec 001 §2 "Feedback submission"); opens the feedback dialog. */
import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { FeedbackDialog } from './feedback-dialog';

export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <FeedbackDialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-label="Send feedback"
        title="Send feedback"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2"
      >
        <MessageSquareText className="h-5 w-5" aria-hidden="true" />
      </button>
    </FeedbackDialog>
  );
}
