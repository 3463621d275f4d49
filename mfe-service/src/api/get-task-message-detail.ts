import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type MessageDetailQuery } from '@pest-portal/shared/contract/service';

/** One notification; reading it marks it read. */
export const getTaskMessageDetail = (input: MessageDetailQuery, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskMessageDetail, input, options);
