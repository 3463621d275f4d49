import { redirect, type LoaderFunctionArgs } from '@pest-portal/shared/router';
import { paths, useLocaleStore, useSessionStore } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { memberOptionsQuery } from '../../api/get-member-options';
import { monthSatisfactionQuery } from '../../api/get-month-satisfaction';
import { pcoOptionsQuery } from '../../api/get-pco-options';
import { responsibleMemberCountQuery } from '../../api/get-responsible-member-count';
import { riskCountQuery } from '../../api/get-risk-count';
import { districtOptionsQuery } from '../../api/get-district-options';
import { regionRiskCompareQuery } from '../../api/get-region-risk-compare';
import { riskFollowQuery } from '../../api/get-risk-follow';
import { riskMemberQuery } from '../../api/get-risk-member';
import { riskTypeCountQuery } from '../../api/get-risk-type-count';
import { taskSatisfactionQuery } from '../../api/get-task-satisfaction';
import { dataSummaryQuery } from '../../api/get-data-summary';
import { prefetchEachVisit } from '../../api/prefetch-each-visit';
import { prepareFormats } from '../../charts/format';
import { groupRangeFromSearch, regionFromSearch } from './group-range';

/** Starts the group home's requests beside its code (not awaited; the page reads the cache). */
export function groupHomeLoader({ request }: LoaderFunctionArgs): Response | null {
  // The group home is a headquarters' only (spec §2): a company's account opening it by its
  // address goes to its own home, as a headquarters opening /home goes here (home-loader).
  if (!useSessionStore.getState().isHq) return redirect(paths.home.path);
  const search = new URL(request.url).searchParams;
  const range = groupRangeFromSearch(search);
  void queryClient.prefetchQuery(memberOptionsQuery());
  void queryClient.prefetchQuery(pcoOptionsQuery());
  void queryClient.prefetchQuery(dataSummaryQuery(range));
  void queryClient.prefetchQuery(riskMemberQuery(range));
  void queryClient.prefetchQuery(riskTypeCountQuery(range));
  void prefetchEachVisit(riskFollowQuery(range));
  void prefetchEachVisit(monthSatisfactionQuery(range));
  void prefetchEachVisit(taskSatisfactionQuery(range));
  void prefetchEachVisit(riskCountQuery(range));
  void queryClient.prefetchQuery(responsibleMemberCountQuery(range));
  void queryClient.prefetchQuery(districtOptionsQuery());
  void queryClient.prefetchQuery(
    regionRiskCompareQuery({ ...range, districtId: regionFromSearch(search) }),
  );
  prepareFormats(useLocaleStore.getState().locale);
  return null;
}
