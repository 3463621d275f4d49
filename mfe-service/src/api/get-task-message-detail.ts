import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { MessageDetailQuery } from '@pest-portal/shared/contract/service';

/** One notification; reading it marks it read. */
export const getTaskMessageDetail = (input: MessageDetailQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskMessageDetail, input, options);
