import type { LoaderFunctionArgs } from '@pest-portal/shared/router';
import { queryClient } from '@pest-portal/shared/query';
import { deviceTrendsQuery } from '../../api/get-device-trends';
import { deviceTypesQuery } from '../../api/get-device-types';
import { inputPestsQuery } from '../../api/get-input-pests';
import { trendDevicesQuery } from '../../api/get-trend-devices';
import {
  previousPeriod,
  resolveDevices,
  resolveType,
  trendInput,
  trendStateFromSearch,
  type TrendState,
} from './trend-state';

/**
 * Starts the page's requests beside its code (DESIGN.md §2), not awaited: the device
 * kinds, then that kind's devices, then their trends, the same chain the page resolves,
 * into the same cache entries. A failure is left for the page to show with a retry.
 */
export function dataTrendLoader({ request }: LoaderFunctionArgs): null {
  const state = trendStateFromSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(
    inputPestsQuery({ startDate: state.startDate, endDate: state.endDate }),
  );
  prefetchTrends(state).catch(() => undefined);
  return null;
}

async function prefetchTrends(state: TrendState): Promise<void> {
  const type = resolveType(state, await queryClient.fetchQuery(deviceTypesQuery()));
  if (!type) return;
  const devices = await queryClient.fetchQuery(trendDevicesQuery({ deviceType: type }));
  const ids = resolveDevices(state, devices);
  if (!ids.length) return;
  void queryClient.prefetchQuery(deviceTrendsQuery(trendInput(state, ids, state)));
  if (state.compare)
    void queryClient.prefetchQuery(
      deviceTrendsQuery(trendInput(state, ids, previousPeriod(state))),
    );
}
