import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS, type GroupFilter } from '@pest-portal/shared/contract/dashboard';

/** Risks found per member company. */
export const getRiskMember = (filter: GroupFilter, options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.riskMember, filter, options);

export const riskMemberQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: ['dashboard', 'riskMember', filter],
    queryFn: ({ signal }) => getRiskMember(filter, { signal, quiet: true }),
  });
