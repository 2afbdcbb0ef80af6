/**
 * The author's own actions on a post: Edit within 15 minutes of posting (request text,
 * answer comment) and Delete an answer after a confirmation. The request's own Delete is
 * DeleteRequestButton.
 */
import { MAX_TEXT_LENGTH } from '@common/constants';
import type { RequestItem, ResponseItem } from '@common/schemas';
import { withinEditWindow } from '@common/moderation-text';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast-store';
import { useDeleteResponse, useEditRequest, useEditResponse } from '../api/moderation-api';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EditTextDialog } from './edit-text-dialog';

/** "Edit" on the author's request while the window is open (a text request's words, a GIF's caption, a song's note). */
export function EditRequestButton({ request }: { request: RequestItem }) {
  const edit = useEditRequest(request.id);
  if (!withinEditWindow(request.createdAt)) return null;
  return (
    <EditTextDialog
      title={t('mod.editRequest')}
      label={request.type === 'text' ? t('card.request') : t('mod.caption')}
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
          title={t('mod.editComment')}
          label={t('answer.comment')}
          initial={response.comment ?? ''}
          maxLength={MAX_TEXT_LENGTH}
          required={false}
          save={(comment) => edit.mutateAsync({ id: response.id, comment })}
        />
      )}
      <ConfirmDeleteDialog
        triggerLabel={t('mod.deleteAnswerLabel')}
        title={t('mod.deleteAnswerTitle')}
        description={t('mod.deleteAnswerText')}
        confirmLabel={t('mod.deleteAnswerConfirm')}
        mutation={del}
        errorFallback="mod.deleteAnswerFailed"
        onConfirm={() =>
          // The card (and this dialog) unmount when the list refetches, which drops mutate()'s
          // own callbacks: the promise still settles.
          del
            .mutateAsync(response.id)
            .then(() => toast({ title: t('mod.answerDeleted'), variant: 'success' }))
            .catch(() => {})
        }
      />
    </>
  );
}
