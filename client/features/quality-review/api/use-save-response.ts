/**
 * Saving a response's fix with the toasts of spec 001 §8: "Response updated and logged to Fixed
 * history", or a destructive Error toast with the server's message.
 */
import type { UpdateResponseGenresBody } from '@common/processing';
import type { ResponseEditSaver } from '../../genre-detection';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { manualEditBody } from '../lib/fixes';
import { useUpdateResponseGenres } from './quality-review-api';
import { t } from '../../../lib/i18n';

/** Shared save handler: POST, success toast, or the error toast of spec 001 §8. */
export function useSaveResponse() {
  const mutation = useUpdateResponseGenres();
  const save = (
    responseId: number,
    body: UpdateResponseGenresBody,
    onDone?: (r: Awaited<ReturnType<typeof mutation.mutateAsync>>) => void,
  ) =>
    mutation.mutate(
      { responseId, body },
      {
        onSuccess: (r) => {
          toast({
            title: t('staff.toast.success'),
            description: t('staff.review.savedFix'),
            variant: 'success',
          });
          onDone?.(r);
        },
        onError: (err) =>
          toast({
            title: t('staff.toast.error'),
            description: errorMessage(err, t('staff.requests.updateFailed')),
            variant: 'destructive',
          }),
      },
    );
  return { save, pending: mutation.isPending, variables: mutation.variables };
}

/** A save of what the response editor holds, as a manual fix (genre-detection's lists use it). */
export function useSaveManualEdit(): ResponseEditSaver {
  const { save, pending } = useSaveResponse();
  return {
    save: (responseId, d, onDone) =>
      save(responseId, manualEditBody(d.title, d.artist, d.genreIds), () => onDone()),
    pending,
  };
}
