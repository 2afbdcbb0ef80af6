/**
 * "Delete" on the author's own request: a confirmation dialog that says how many answers
 * go with it, then the delete, a toast, and `onDeleted` (the page goes back to the feed).
 * Errors stay in the dialog with the server's message.
 */
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast-store';
import { useDeleteRequest } from '../api/moderation-api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** What the dialog says will go: "Its 3 answers will be deleted too." */
export function answersNote(responses: number): string {
  return t('mod.answersNote', { count: responses });
}

export function DeleteRequestButton({
  requestId,
  responses,
  onDeleted,
}: {
  requestId: number;
  responses: number;
  onDeleted: () => void;
}) {
  const del = useDeleteRequest(requestId);
  return (
    <ConfirmDeleteDialog
      triggerClassName="ms-auto"
      title={t('mod.deleteRequestTitle')}
      description={t('mod.deleteRequestText', { note: answersNote(responses) })}
      confirmLabel={t('mod.deleteRequestConfirm')}
      mutation={del}
      errorFallback="mod.deleteRequestFailed"
      onConfirm={() =>
        del.mutate(undefined, {
          onSuccess: () => {
            toast({ title: t('mod.requestDeleted'), variant: 'success' });
            onDeleted();
          },
        })
      }
    />
  );
}
