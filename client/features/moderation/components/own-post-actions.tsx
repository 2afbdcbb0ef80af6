/**
 * The author's own actions on a post (issue 14): Edit within 15 minutes of posting (request text,
 * answer comment) and Delete an answer after a confirmation. The request's own Delete is
 * DeleteRequestButton.
 */
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { MAX_TEXT_LENGTH } from '@common/constants';
import type { RequestItem, ResponseItem } from '@common/schemas';
import { withinEditWindow } from '@common/moderation-text';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useDeleteResponse, useEditRequest, useEditResponse } from '../api/moderation-api';
import { EditTextDialog } from './edit-text-dialog';

/** "Edit" on the author's request while the window is open (a text request's words, a GIF's caption, a song's note). */
export function EditRequestButton({ request }: { request: RequestItem }) {
  const edit = useEditRequest(request.id);
  if (!withinEditWindow(request.createdAt)) return null;
  return (
    <EditTextDialog
      title="Edit your request"
      label={request.type === 'text' ? 'Request' : 'Caption'}
      initial={request.content ?? ''}
      maxLength={MAX_TEXT_LENGTH}
      required={request.type === 'text'}
      save={(text) => edit.mutateAsync(text)}
    />
  );
}

/** Edit (within the window) and Delete on the author's own answer. */
export function OwnResponseActions({ response }: { response: ResponseItem }) {
  const edit = useEditResponse(response.requestId);
  const del = useDeleteResponse(response.requestId);
  return (
    <>
      {withinEditWindow(response.createdAt) && (
        <EditTextDialog
          title="Edit your comment"
          label="Comment"
          initial={response.comment ?? ''}
          maxLength={MAX_TEXT_LENGTH}
          required={false}
          save={(comment) => edit.mutateAsync({ id: response.id, comment })}
        />
      )}
      <AlertDialog.Root onOpenChange={(open) => !open && del.reset()}>
        <AlertDialog.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label="Delete your recommendation">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-5 text-fg shadow-xl">
            <AlertDialog.Title className="text-lg font-bold">Delete your recommendation?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">
              Its upvotes, saves and co-signs go with it. This cannot be undone.
            </AlertDialog.Description>
            {del.isError && (
              <p role="alert" className="mt-3 text-sm font-semibold text-danger">
                {errorMessage(del.error, 'Could not delete the recommendation. Please try again.')}
              </p>
            )}
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses('secondary', 'md')}>Cancel</AlertDialog.Cancel>
              <Button
                variant="danger"
                disabled={del.isPending}
                onClick={() =>
                  // The card (and this dialog) unmount when the list refetches, which drops mutate()'s
                  // own callbacks: the promise still settles.
                  del
                    .mutateAsync(response.id)
                    .then(() => toast({ title: 'Recommendation deleted', variant: 'success' }))
                    .catch(() => {})
                }
              >
                {del.isPending ? 'Deleting…' : 'Delete recommendation'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
