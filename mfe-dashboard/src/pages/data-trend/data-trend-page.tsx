import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex } from '@pest-portal/shared/antd';
import { useMemo } from 'react';
import { isMobile, useSessionStore } from '@pest-portal/shared';
import { MAX_TREND_DEVICES } from '@pest-portal/shared/contract/dashboard';
import { deviceTypesQuery } from '../../api/get-device-types';
import { inputPestsQuery } from '../../api/get-input-pests';
import { trendDevicesQuery } from '../../api/get-trend-devices';
import { useT } from '../../i18n';
import { deviceLabel } from './device-label';
import { TrendCharts } from './trend-charts';
import { TrendFilterBar } from './trend-filter-bar';
import { resolveDevices, resolveType } from './trend-state';
import { useTrendState } from './use-trend-state';

/**
 * /dataTrend (desktop, spec §2): pick a kind of device and up to ten devices, see their
 * catches over time by day, week or month, and compare with the previous period. Every
 * chart reads as a table too and saves as an image.
 */
export function DataTrendPage() {
  const t = useT();
  const isHq = useSessionStore((s) => s.isHq);
  const [state, setState] = useTrendState();
  const types = useQuery(deviceTypesQuery());
  const deviceType = types.data ? resolveType(state, types.data) : undefined;
  const devices = useQuery({
    ...trendDevicesQuery({ deviceType }),
    enabled: deviceType !== undefined,
  });
  const pests = useQuery(inputPestsQuery({ startDate: state.startDate, endDate: state.endDate }));
  const deviceIds = useMemo(
    () => (devices.data ? resolveDevices(state, devices.data) : []),
    [devices.data, state],
  );
  const drawn = useMemo(() => {
    const byId = new Map((devices.data ?? []).map((d) => [d.deviceId, d]));
    return deviceIds.flatMap((id) => {
      const device = byId.get(id);
      return device ? [{ ...device, name: deviceLabel(device, isHq) }] : [];
    });
  }, [deviceIds, devices.data, isHq]);

  const noDevices = types.data?.length === 0;
  return (
    <Flex vertical gap={12} style={{ padding: isMobile() ? 12 : 0, minWidth: 0 }}>
      {(types.isError || devices.isError) && (
        <Alert type="error" showIcon title={t('dashboard.chart.failed')} />
      )}
      <TrendFilterBar
        state={state}
        onChange={setState}
        deviceType={deviceType}
        deviceIds={deviceIds}
        types={types.data}
        devices={devices.data}
        pests={pests.data}
      />
      {noDevices && <Empty description={t('dashboard.trend.noDevices')} />}
      {drawn.length > 0 && <TrendCharts state={state} devices={drawn} />}
      {devices.data && drawn.length === 0 && !noDevices && (
        <Empty description={t('dashboard.trend.pickDevices', { max: MAX_TREND_DEVICES })} />
      )}
    </Flex>
  );
}
