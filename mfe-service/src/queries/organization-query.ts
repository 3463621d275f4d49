import { queryOptions } from '@tanstack/react-query';
import type { PlanPeriod } from '@pest-portal/shared/contract/service';
import { getOrganization } from '../api/get-organization';
import { planKey } from './query-keys';

/** Plan completion over the company tree, for a period. */
export const organizationQuery = (period: PlanPeriod) =>
  queryOptions({
    queryKey: [...planKey(), 'organization', period] as const,
    queryFn: ({ signal }) => getOrganization(period, { signal, quiet: true }),
  });
