import { redirect, type LoaderFunctionArgs } from '@pest-portal/shared/router';
import { paths, useLocaleStore, useSessionStore } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { areaDeviceCountQuery } from '../../api/get-area-device-count';
import { areaOptionsQuery } from '../../api/get-area-options';
import { areaPestCountQuery } from '../../api/get-area-pest-count';
import { inputPestsQuery } from '../../api/get-input-pests';
import { latestNoticesQuery } from '../../api/get-latest-notices';
import { monthPestCountQuery } from '../../api/get-month-pest-count';
import { orderSummaryQuery } from '../../api/get-order-summary';
import { pestCountQuery } from '../../api/get-pest-count';
import { riskTrendQuery } from '../../api/get-risk-trend';
import { prefetchEachVisit } from '../../api/prefetch-each-visit';
import { prepareFormats } from '../../charts/format';
import { rangeFromSearch } from './home-range';

/**
 * Starts every request of the home page beside its code (DESIGN.md §2): not awaited, so
 * the page renders at once with its loading states and reads the same cache entries.
 */
export function homeLoader({ request }: LoaderFunctionArgs): Response | null {
  // A headquarters account has no Home (spec §2): its home is the group home.
  if (useSessionStore.getState().isHq) return redirect(paths.groupHome.path);
  const range = rangeFromSearch(new URL(request.url).searchParams);
  void prefetchEachVisit(orderSummaryQuery());
  void queryClient.prefetchQuery(areaOptionsQuery());
  void prefetchEachVisit(latestNoticesQuery());
  void prefetchEachVisit(riskTrendQuery(range));
  void queryClient.prefetchQuery(monthPestCountQuery(range));
  void queryClient.prefetchQuery(pestCountQuery(range));
  void queryClient.prefetchQuery(inputPestsQuery(range));
  void queryClient.prefetchQuery(areaPestCountQuery(range));
  void queryClient.prefetchQuery(areaDeviceCountQuery(range));
  prepareFormats(useLocaleStore.getState().locale);
  return null;
}
