import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** The company's areas, for the area filter. */
export const getAreaOptions = (options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.selectAreaDevice, {}, options);

export const areaOptionsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'selectAreaDevice'],
    queryFn: ({ signal }) => getAreaOptions({ signal, quiet: true }),
  });
