import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, useSessionStore, type CallOptions } from '@pest-portal/shared';
import {
  FEEDBACK_ENDPOINTS,
  type FeedbackPageRequest,
} from '@pest-portal/shared/contract/feedback';

export const getFeedbackPage = (input: FeedbackPageRequest, options?: CallOptions) =>
  request(FEEDBACK_ENDPOINTS.feedbackPage, input, options);

/**
 * Every page of the records, of the company the session is in: the portal has one cache,
 * and an account that logs out and another that logs in on the same page must not see
 * the rows of the one before. A sent feedback invalidates this whole family.
 */
export const feedbackRecordsKey = () =>
  ['feedback', useSessionStore.getState().mid, 'records'] as const;

export const feedbackPageQuery = (input: FeedbackPageRequest) =>
  queryOptions({
    queryKey: [...feedbackRecordsKey(), input],
    // Quiet: the records say what failed in place, with a retry.
    queryFn: ({ signal }) => getFeedbackPage(input, { signal, quiet: true }),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
