import { ENDPOINTS } from '../../contract/endpoints';
import type { MessageDetailQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** One notification; reading it marks it read. */
export const getTaskMessageDetail = (input: MessageDetailQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskMessageDetail, input, options);
