import type { LoaderFunctionArgs } from '@pest-portal/shared/router';
import { queryClient } from '@pest-portal/shared/query';
import { sitePlanAreasQuery } from '../../api/get-site-plan-areas';
import { sitePlanQuery } from '../../api/get-site-plan';
import { choiceFromSearch } from './site-plan-search';

/**
 * Starts the page's requests beside its code (DESIGN.md §2): the areas, and the chosen
 * area's plan when the address names one (a link from home always does). Not awaited.
 */
export function sitePlanLoader({ request }: LoaderFunctionArgs): null {
  const choice = choiceFromSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(sitePlanAreasQuery(choice.memberId));
  if (choice.areaId) {
    const { areaId, startDate, endDate } = choice;
    void queryClient.prefetchQuery(sitePlanQuery({ areaId, startDate, endDate }));
  }
  return null;
}
