import { Button, Checkbox, Flex, Tooltip } from '@pest-portal/shared/antd';
import { Segmented, Select } from '@pest-portal/shared/antd/data';
import { useSessionStore } from '@pest-portal/shared';
import {
  MAX_TREND_DEVICES,
  TREND_UNITS,
  type DeviceType,
  type DeviceTypeOption,
  type InputPest,
  type TrendDevice,
  type TrendUnit,
} from '@pest-portal/shared/contract/dashboard';
import { AllOrOneSelect, pestChoices } from '../../filters/all-or-one-select';
import { PeriodPickers } from '../../filters/period-pickers';
import { useT } from '../../i18n';
import { deviceLabel } from './device-label';
import { dayUnitAllowed, type TrendState } from './trend-state';

interface TrendFilterBarProps {
  state: TrendState;
  onChange: (next: TrendState | null) => void;
  /** What the page resolved: the type and devices drawn (the address may not name them). */
  deviceType: DeviceType | undefined;
  deviceIds: number[];
  types: DeviceTypeOption[] | undefined;
  devices: TrendDevice[] | undefined;
  pests: InputPest[] | undefined;
}

/**
 * Device type, devices (up to ten), pest, period, time unit and the comparison with the
 * previous period. Changing the type clears the devices: the page then draws the first
 * few of the new kind.
 */
export function TrendFilterBar(props: TrendFilterBarProps) {
  const t = useT();
  const isHq = useSessionStore((s) => s.isHq);
  const { state, onChange, deviceType, deviceIds, types, devices, pests } = props;
  const set = (patch: Partial<TrendState>) => onChange({ ...state, ...patch });
  const dayAllowed = dayUnitAllowed(state);
  return (
    <Flex vertical gap={8} role="group" aria-label={t('dashboard.trend.filter')}>
      <Flex wrap gap={8} align="center">
        <Select
          aria-label={t('dashboard.trend.deviceType')}
          value={deviceType}
          loading={!types}
          placeholder={t('dashboard.trend.deviceType')}
          onChange={(type: DeviceType) => set({ deviceType: type, deviceIds: [] })}
          style={{ width: 170 }}
          options={(types ?? []).map((x) => ({
            value: x.deviceType,
            label: `${t(`dashboard.deviceType.${x.deviceType}`)} (${x.deviceCount})`,
          }))}
        />
        <Select
          mode="multiple"
          aria-label={t('dashboard.trend.devices')}
          placeholder={t('dashboard.trend.pickDevices', { max: MAX_TREND_DEVICES })}
          value={deviceIds}
          loading={!devices}
          maxCount={MAX_TREND_DEVICES}
          maxTagCount="responsive"
          optionFilterProp="label"
          onChange={(ids: number[]) => set({ deviceIds: ids })}
          style={{ flex: '1 1 320px', minWidth: 0, maxWidth: 640 }}
          options={(devices ?? []).map((d) => ({
            value: d.deviceId,
            label: deviceLabel(d, isHq),
          }))}
        />
        <AllOrOneSelect
          label={t('dashboard.trend.pest')}
          allLabel={t('dashboard.trend.allPests')}
          value={state.pestId}
          choices={pests && pestChoices(pests)}
          loading={!pests}
          onChange={(pestId) => set({ pestId })}
          style={{ width: 150 }}
        />
      </Flex>
      <Flex wrap gap={8} align="center">
        <PeriodPickers
          period={state}
          onChange={(p) => {
            // Days over a longer period are refused by the API: weeks then.
            const unit = state.unit === 'day' && !dayUnitAllowed(p) ? 'week' : state.unit;
            set({ startDate: p.startDate, endDate: p.endDate, unit });
          }}
        />
        <Segmented<TrendUnit>
          aria-label={t('dashboard.trend.unit')}
          value={state.unit}
          onChange={(unit) => set({ unit })}
          options={TREND_UNITS.map((unit) => ({
            value: unit,
            disabled: unit === 'day' && !dayAllowed,
            label:
              unit === 'day' && !dayAllowed ? (
                <Tooltip title={t('dashboard.trend.dayTooLong')}>
                  {t(`dashboard.trend.unit.${unit}`)}
                </Tooltip>
              ) : (
                t(`dashboard.trend.unit.${unit}`)
              ),
          }))}
        />
        <Checkbox checked={state.compare} onChange={(e) => set({ compare: e.target.checked })}>
          {t('dashboard.trend.compare')}
        </Checkbox>
        <Button onClick={() => onChange(null)}>{t('dashboard.filter.reset')}</Button>
      </Flex>
    </Flex>
  );
}
