/**
 * The feedback dialog (spec 001 §2 "Feedback submission", §5, §8): a type (bug, feedback,
 * problem_user) and a comment with a 1000-character counter. Submit is disabled while pending or
 * while the type or the comment is empty; the current path is sent as `screen`.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Loader2 } from 'lucide-react';
import { useLocation } from 'react-router';
import { FEEDBACK_TYPES, MAX_FEEDBACK_LENGTH, type FeedbackType } from '@common/constants';
import { Button } from '../../../components/ui/button';
import { DialogActions, DialogPanel, DialogTitleBar } from '../../../components/ui/dialog';
import { t, type MessageId } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';
import { useSession } from '../../auth';
import { useSubmitFeedback } from '../api/feedback-api';
import { SelectField } from './select-field';

/** The type labels as literal keys, so the build ships their English with this dialog. */
const TYPE_KEYS: Record<FeedbackType, MessageId> = {
  bug: 'feedbackDialog.type.bug',
  feedback: 'feedbackDialog.type.feedback',
  problem_user: 'feedbackDialog.type.problemUser',
};

const typeOptions = () => FEEDBACK_TYPES.map((value) => ({ value, label: t(TYPE_KEYS[value]) }));

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactNode;
}

/**
 * The form's draft (type, comment) and its submit: refuses empty fields or a signed-out viewer
 * with a toast, sends the trimmed comment with the current path as `screen`, then clears the
 * draft and closes through `onOpenChange(false)`; a failure toasts the server's message.
 */
function useFeedbackForm(onOpenChange: (open: boolean) => void) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const submit = useSubmitFeedback();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [comment, setComment] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!type || !comment.trim()) {
      toast({
        title: t('validation.fillAllFields'),
        description: t('feedbackDialog.bothRequired'),
        variant: 'destructive',
      });
      return;
    }
    if (!user) {
      toast({
        title: t('feedbackDialog.authRequired'),
        description: t('feedbackDialog.logIn'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await submit.mutateAsync({
        type,
        comment: comment.trim(),
        screen: pathname,
        userId: user.id,
      });
      toast({ title: t('feedbackDialog.submitted'), variant: 'success', duration: 1500 });
      setType('');
      setComment('');
      onOpenChange(false);
    } catch (err) {
      toast({
        title: t('feedbackDialog.failed'),
        description: errorText(err, 'feedbackDialog.later'),
        variant: 'destructive',
      });
    }
  }

  return { type, setType, comment, setComment, submit, onSubmit };
}

/** The comment box with its "N/1000" counter, which also describes it. */
function CommentField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const counterId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${counterId}-comment`} className="text-sm font-semibold">
          {t('feedbackDialog.comment')}
        </label>
        <span id={counterId} className="text-xs text-muted tabular-nums">
          {t('feedbackDialog.counter', { count: value.length, max: MAX_FEEDBACK_LENGTH })}
        </span>
      </div>
      <textarea
        dir="auto"
        id={`${counterId}-comment`}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, MAX_FEEDBACK_LENGTH))}
        maxLength={MAX_FEEDBACK_LENGTH}
        rows={5}
        aria-describedby={counterId}
        placeholder={t('feedbackDialog.placeholder')}
        className="w-full resize-y rounded-xl border border-line bg-bg px-3 py-2.5 text-fg placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2"
      />
    </div>
  );
}

/** Controlled dialog; the form keeps a draft while closed and starts empty after a successful submit. */
export function FeedbackDialog({ open, onOpenChange, children }: FeedbackDialogProps) {
  const { type, setType, comment, setComment, submit, onSubmit } = useFeedbackForm(onOpenChange);
  const disabled = submit.isPending || !type || comment.length === 0;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <DialogPanel className="max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto sm:p-6">
        <DialogTitleBar title={t('feedbackDialog.title')} description={t('feedbackDialog.intro')} />
        <form onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4" noValidate>
          <SelectField
            label={t('feedbackDialog.type')}
            placeholder={t('feedbackDialog.selectType')}
            value={type}
            options={typeOptions()}
            onValueChange={(value) => setType(value as FeedbackType)}
          />
          <CommentField value={comment} onChange={setComment} />
          <DialogActions>
            <Button type="submit" disabled={disabled} aria-busy={submit.isPending}>
              {submit.isPending && (
                <Loader2
                  className="h-4 w-4"
                  style={{ animation: 'spin 0.8s linear infinite' }}
                  aria-hidden="true"
                />
              )}
              {t('feedbackDialog.submit')}
            </Button>
          </DialogActions>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
