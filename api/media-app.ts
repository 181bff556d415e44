import { apiRequest, type CallOptions } from './client';

/** Tells the server which of the brand's apps the patron has (wire-decisions: PATCH /i/media_app_state, 200). */
export async function syncMediaAppState(
  state: { bettingApp: boolean; mediaApp: boolean },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/media_app_state', {
    method: 'PATCH',
    body: state,
    schema: null,
    action: 'sync your app state',
    signal,
  });
}
