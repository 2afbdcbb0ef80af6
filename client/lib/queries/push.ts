/** Query options of Web Push (issue 33): the per-type push settings; the only place their keys are written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import type { PushSettings } from '@common/schemas/push';
import { api } from '../api';

export const pushKeys = {
  settings: ['push', 'settings'] as const,
};

/** Which notification types are pushed to the member's devices (/profile). */
export function pushSettingsQuery() {
  return queryOptions({
    queryKey: pushKeys.settings,
    queryFn: ({ signal }) => api<PushSettings>(apiPath('getPushSettings'), { signal }),
  });
}
