/**
 * "Delete" on the author's own request (issue 14): a confirmation dialog that says how many answers
 * go with it, then the delete, a toast, and `onDeleted` (the page goes back to the feed).
 * Errors stay in the dialog with the server's message.
 */
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useDeleteRequest } from '../api/moderation-api';

/** What the dialog says will go: "Its 3 answers will be deleted too." */
export function answersNote(responses: number): string {
  if (responses === 0) return 'It has no answers yet.';
  return responses === 1 ? 'Its 1 answer will be deleted too.' : `Its ${responses} answers will be deleted too.`;
}

export function DeleteRequestButton({ requestId, responses, onDeleted }: { requestId: number; responses: number; onDeleted: () => void }) {
  const del = useDeleteRequest(requestId);
  return (
    <AlertDialog.Root onOpenChange={(open) => !open && del.reset()}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="ml-auto">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">Delete this request?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{answersNote(responses)} This cannot be undone.</AlertDialog.Description>
          {del.isError && (
            <p role="alert" className="mt-3 text-sm font-semibold text-danger">
              {errorMessage(del.error, 'Could not delete the request. Please try again.')}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary', 'md')}>Cancel</AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={del.isPending}
              onClick={() =>
                del.mutate(undefined, {
                  onSuccess: () => {
                    toast({ title: 'Request deleted', variant: 'success' });
                    onDeleted();
                  },
                })
              }
            >
              {del.isPending ? 'Deleting…' : 'Delete request'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
