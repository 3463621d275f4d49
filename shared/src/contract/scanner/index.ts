import { post } from '../endpoint';
import {
  DeviceIdInput,
  DeviceRecordDetail,
  DeviceRecordDetailInput,
  DeviceRecordPage,
  DeviceRecordPageInput,
  DeviceStatistics,
  QrcodeDevice,
  QrcodeInfoInput,
} from './device';

export * from './device';
export * from './qrcode-payload';

/**
 * The scanner section's endpoints (spec §7 "QR"): the device a scanned label names, its
 * statistics, its paged service records and one record in full. Every one is scoped to
 * the caller's current company (mid and its sub-companies).
 */
export const SCANNER_ENDPOINTS = {
  getQrcodeInfo: post('/customer/qrcode/v1.6.0/getQrcodeInfo', {
    input: QrcodeInfoInput,
    output: QrcodeDevice,
  }),
  getDeviceStatistics: post('/customer/qrcode/v1.6.0/getDeviceStatistics', {
    input: DeviceIdInput,
    output: DeviceStatistics,
  }),
  deviceRecordPage: post('/customer/qrcode/v1.6.0/deviceRecordPage', {
    input: DeviceRecordPageInput,
    output: DeviceRecordPage,
  }),
  deviceRecordDetailPage: post('/customer/qrcode/v1.6.0/deviceRecordDetailPage', {
    input: DeviceRecordDetailInput,
    output: DeviceRecordDetail,
  }),
} as const;
