import { queryOptions } from '@tanstack/react-query';
import { request } from '@pest-portal/shared';
import { SCANNER_ENDPOINTS } from '@pest-portal/shared/contract/scanner';

/** The device's checks and catches summed up. */
export const getDeviceStatistics = (deviceId: number) =>
  request(SCANNER_ENDPOINTS.getDeviceStatistics, { deviceId });

export const deviceStatisticsQuery = (deviceId: number) =>
  queryOptions({
    queryKey: ['scanner', 'deviceStatistics', deviceId],
    queryFn: () => getDeviceStatistics(deviceId),
  });
