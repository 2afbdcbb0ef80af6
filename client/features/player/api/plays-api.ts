/** POST /api/responses/{id}/play (spec 000 §7): records a play; a failure is only logged. */
import { apiPath } from '@common/api-routes';
import type { PlayRecorded } from '@common/schemas';
import { api } from '../../../lib/api';

/** Records one play of response `responseId`. Never throws. */
export function recordPlay(responseId: number): void {
  api<PlayRecorded>(apiPath('postResponsePlay', { id: responseId }), { method: 'POST' }).catch(
    (err: unknown) => {
      console.warn(`Could not record the play of response ${responseId}`, err);
    },
  );
}
