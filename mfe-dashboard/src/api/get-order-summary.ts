import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { DASHBOARD_ENDPOINTS } from '@pest-portal/shared/contract/dashboard';

/** The five work-order figures of the home page. */
export const getOrderSummary = (options?: CallOptions) =>
  request(DASHBOARD_ENDPOINTS.orderSummary, {}, options);

export const orderSummaryQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'orderSummary'],
    queryFn: ({ signal }) => getOrderSummary({ signal, quiet: true }),
  });
