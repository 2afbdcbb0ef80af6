/**
 * "Delete" on the author's own request: a confirmation dialog that says how many answers
 * go with it, then the delete, a toast, and `onDeleted` (the page goes back to the feed).
 * Errors stay in the dialog with the server's message.
 */
import { toast } from '../../../lib/toast-store';
import { useDeleteRequest } from '../api/moderation-api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** What the dialog says will go: "Its 3 answers will be deleted too." */
export function answersNote(responses: number): string {
  if (responses === 0) return 'It has no answers yet.';
  return responses === 1
    ? 'Its 1 answer will be deleted too.'
    : `Its ${responses} answers will be deleted too.`;
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
      triggerClassName="ml-auto"
      title="Delete this request?"
      description={`${answersNote(responses)} This cannot be undone.`}
      confirmLabel="Delete request"
      mutation={del}
      errorFallback="Could not delete the request. Please try again."
      onConfirm={() =>
        del.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Request deleted', variant: 'success' });
            onDeleted();
          },
        })
      }
    />
  );
}
