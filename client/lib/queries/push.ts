/** Query options of Web Push: the per-type push settings; the only place their keys are written. */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api';

export const pushKeys = {
  settings: ['push', 'settings'] as const,
};

/** Which notification types are pushed to the member's devices (/profile). */
export function pushSettingsQuery() {
  return queryOptions({
    queryKey: pushKeys.settings,
    queryFn: ({ signal }) => callApi('getPushSettings', { signal }),
  });
}
