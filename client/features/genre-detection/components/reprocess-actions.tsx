/**
 * The tagging box's three reprocess actions (spec 001 §4, §7): reprocess requests, reprocess
 * responses, and clear and reprocess all behind an inline confirmation.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import type { useReprocess } from '../api/genre-detection-api';
import { t } from '../../../lib/i18n';

/** An error toast with the server's message, or `fallback`. */
const failToast = (fallback: string) => (err: unknown) =>
  toast({
    title: t('staff.toast.error'),
    description: errorMessage(err, fallback),
    variant: 'destructive',
  });

/** Starts one reprocess run: toasts what `started` says of the answer, or the error with `failure` as fallback. */
function ReprocessButton<R>({
  label,
  mutation,
  started,
  failure,
}: {
  label: string;
  mutation: UseMutationResult<R, Error, void>;
  started: (result: R) => string;
  failure: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: (r) => toast({ title: t('staff.toast.success'), description: started(r) }),
          onError: failToast(failure),
        })
      }
    >
      {label}
    </Button>
  );
}

type Reprocess = ReturnType<typeof useReprocess>;

/**
 * "Clear and reprocess all", which asks "Are you sure?" inline before it runs. Whether it is
 * asking is held by the box, so collapsing and reopening it keeps the question open.
 */
function ClearAllButton({
  mutation,
  confirming,
  setConfirming,
}: {
  mutation: Reprocess['all'];
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
}) {
  if (!confirming)
    return (
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
        {t('staff.reprocess.clearAll')}
      </Button>
    );
  const clearAll = () =>
    mutation.mutate(undefined, {
      onSuccess: (r) => {
        setConfirming(false);
        toast({
          title: t('staff.toast.success'),
          description: t('staff.reprocess.startedAll', {
            requests: r.totalRequests,
            responses: r.totalResponses,
          }),
        });
      },
      onError: (err) => {
        setConfirming(false);
        failToast(t('staff.reprocess.allFailed'))(err);
      },
    });
  return (
    <div
      role="group"
      aria-label={t('staff.reprocess.confirmLabel')}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-1.5"
    >
      <span className="text-sm font-semibold text-danger">{t('staff.reprocess.confirm')}</span>
      <Button size="sm" variant="danger" disabled={mutation.isPending} onClick={clearAll}>
        {t('staff.reprocess.yesClear')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
        {t('staff.review.cancel')}
      </Button>
    </div>
  );
}

/**
 * The row of reprocess buttons under the tagging statistics. The mutations come from the box
 * (useReprocess there), so a run's toast still shows when the box is collapsed before it answers.
 */
export function ReprocessActions({
  reprocess,
  confirming,
  setConfirming,
}: {
  reprocess: Reprocess;
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <ReprocessButton
        label={t('staff.reprocess.requests')}
        mutation={reprocess.requests}
        started={(r) => t('staff.reprocess.startedRequests', { count: r.totalRequests })}
        failure={t('staff.reprocess.requestsFailed')}
      />
      <ReprocessButton
        label={t('staff.reprocess.responses')}
        mutation={reprocess.responses}
        started={(r) => t('staff.reprocess.startedResponses', { count: r.totalResponses })}
        failure={t('staff.reprocess.responsesFailed')}
      />
      <ClearAllButton
        mutation={reprocess.all}
        confirming={confirming}
        setConfirming={setConfirming}
      />
    </div>
  );
}
