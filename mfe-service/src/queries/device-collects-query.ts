import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DeviceCollectsRequest } from '@pest-portal/shared/contract/service';
import { getDeviceCollects } from '../api/get-device-collects';
import { visitKey } from './query-keys';

/**
 * One page of the devices checked on a visit (of one area, or of every area), with the
 * visit's totals; the page on screen stays while the next loads.
 */
export const deviceCollectsQuery = (input: DeviceCollectsRequest) =>
  queryOptions({
    queryKey: [...visitKey(input.taskId), 'devices', input] as const,
    queryFn: ({ signal }) => getDeviceCollects(input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
