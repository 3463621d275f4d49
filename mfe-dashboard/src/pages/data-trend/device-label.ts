import type { TrendDevice } from '@pest-portal/shared/contract/dashboard';

/**
 * A device as a person finds it on site: its label and area, and for a headquarters the
 * company too (two stores both have a 后厨).
 */
export function deviceLabel(device: TrendDevice, withCompany: boolean): string {
  const where = withCompany ? `${device.memberName} ${device.areaName}` : device.areaName;
  return `${device.deviceCode} · ${where}`;
}
