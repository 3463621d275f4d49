import { STATUS } from '@pest-portal/shared/contract';
import { SCANNER_ENDPOINTS as QR } from '@pest-portal/shared/contract/scanner';
import type { AppContext } from '../app-context';
import { ApiFailure, notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { deviceById, deviceByCode } from './device-access';
import { deviceRecordPage, recordById, recordPests, visitPhotos } from './device-record-query';
import { deviceStatistics } from './device-statistics-query';

export const RECORD_NOT_FOUND = '未找到该设备记录';

/**
 * The QR query area (spec §7 "QR"): a scanned label's device, its statistics, its paged
 * records and one record in full. Each call checks the device against the caller's
 * current company before reading anything of it (device-access.ts).
 */
export function registerQrcodeRoutes(router: Router, ctx: AppContext): void {
  const { db } = ctx;

  router.route(QR.getQrcodeInfo, (input, { auth }) => deviceByCode(db, auth, input.qrcode.trim()));

  router.route(QR.getDeviceStatistics, async (input, { auth }) => {
    await deviceById(db, auth, input.deviceId);
    return deviceStatistics(db, input.deviceId);
  });

  router.route(QR.deviceRecordPage, async (input, { auth }) => {
    await deviceById(db, auth, input.deviceId);
    return deviceRecordPage(db, input);
  });

  router.route(QR.deviceRecordDetailPage, async (input, { auth }) => {
    const found = await recordById(db, input.recordId);
    if (!found) throw notFound(RECORD_NOT_FOUND);
    // Another customer's record is simply not found, as its device would be.
    const device = await deviceById(db, auth, found.deviceId).catch((error: unknown) => {
      if (error instanceof ApiFailure && error.statusCode === STATUS.NOT_FOUND)
        throw notFound(RECORD_NOT_FOUND);
      throw error;
    });
    return {
      record: found.record,
      device,
      remark: found.remark,
      pests: await recordPests(db, input.recordId),
      photos: await visitPhotos(db, ctx.settings.api.basePath, found.record.taskId),
    };
  });
}
