/** POST /api/responses/{id}/play (spec 000 §7): records a play; a failure is only logged. */
import { callApi } from '../../../lib/api';

/** Records one play of response `responseId`. Never throws. */
export function recordPlay(responseId: number): void {
  callApi('postResponsePlay', { params: { id: responseId } }).catch((err: unknown) => {
    console.warn(`Could not record the play of response ${responseId}`, err);
  });
}
