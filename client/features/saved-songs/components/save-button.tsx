/**
 * Save toggle of a response with its save count (spec 000 §2 "Request detail", §4 "Save"):
 * optimistic, "Song saved!" / "Song unsaved" on success; a failure rolls back and is reported per
 * `onFailure` (the detail page only logs it, spec 000 §8).
 */
import { Bookmark } from 'lucide-react';
import type { ResponseItem } from '@common/schemas';
import { useSession } from '../../auth';
import { useSaveResponse, type SaveFailureReport } from '../api/saved-songs-api';
import { ReactionButton } from '../../../components/ui/reaction-button';
import { t } from '../../../lib/i18n';

export function SaveButton({
  response,
  onFailure = 'toast',
}: {
  response: ResponseItem;
  onFailure?: SaveFailureReport;
}) {
  const { user } = useSession();
  const save = useSaveResponse(response.requestId, onFailure);
  const saved = response.viewer?.saved ?? false;
  return (
    <ReactionButton
      icon={Bookmark}
      label={t('save.label')}
      pressed={saved}
      count={response.saves}
      name={t('save.name', { count: response.saves })}
      testId="response-save"
      onClick={() => user && save.mutate({ response, saved: !saved })}
    />
  );
}
