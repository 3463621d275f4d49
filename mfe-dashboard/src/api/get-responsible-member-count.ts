import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** The companies in scope by what their risks ask of them. */
export const getResponsibleMemberCount = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.responsibleMemberCount, filter, options);

export const responsibleMemberCountQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'responsibleMemberCount', filter],
    queryFn: ({ signal }) => getResponsibleMemberCount(filter, { signal, quiet: true }),
  });
