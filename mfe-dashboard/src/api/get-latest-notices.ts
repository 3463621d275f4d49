import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import { COMMON_ENDPOINTS } from '@pest-portal/shared/contract';

/** How many notifications the home page lists; the rest are on the notification page. */
export const LATEST_NOTICES = 5;

/** The newest notifications of the current company (the service section's message page). */
export const getLatestNotices = (options?: CallOptions) =>
  request(COMMON_ENDPOINTS.messagePage, { pageNum: 1, pageSize: LATEST_NOTICES }, options);

export const latestNoticesQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'latestNotices'],
    queryFn: ({ signal }) => getLatestNotices({ signal, quiet: true }),
  });
