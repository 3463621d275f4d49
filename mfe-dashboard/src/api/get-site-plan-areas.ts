import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** The areas of the current company, or of one member company, with their floor plans. */
export const getSitePlanAreas = (memberId: number | undefined, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.sitePlanAreas, memberId ? { memberId } : {}, options);

export const sitePlanAreasQuery = (memberId: number | undefined) =>
  queryOptions({
    queryKey: ['dashboard', 'sitePlanAreas', memberId ?? null],
    queryFn: ({ signal }) => getSitePlanAreas(memberId, { signal, quiet: true }),
  });
