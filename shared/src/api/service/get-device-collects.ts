import { ENDPOINTS } from '../../contract/endpoints';
import type { DeviceCollectsRequest } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Devices checked on the visit with their catches, paged, and the totals. */
export const getDeviceCollects = (input: DeviceCollectsRequest, options?: CallOptions) =>
  request(ENDPOINTS.taskDeviceCollects, input, options);
