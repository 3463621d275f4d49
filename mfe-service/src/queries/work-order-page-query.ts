import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WorkOrderListRequest } from '@pest-portal/shared/contract/service';
import {
  WORK_ORDER_SOURCES,
  type WorkOrderListName,
} from '../pages/work-orders/work-order-sources';
import { visitListsKey } from './query-keys';

/** One page of one of the five work-order lists; the page on screen stays while the next loads. */
export const workOrderPageQuery = (name: WorkOrderListName, input: WorkOrderListRequest) =>
  queryOptions({
    queryKey: [...visitListsKey(), name, input] as const,
    queryFn: ({ signal }) => WORK_ORDER_SOURCES[name](input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
