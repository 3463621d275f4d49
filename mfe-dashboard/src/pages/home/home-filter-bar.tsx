import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { areaOptionsQuery } from '../../api/get-area-options';
import { useT } from '../../i18n';
import type { HomeRange } from './home-range';

interface HomeFilterBarProps {
  range: HomeRange;
  onChange: (next: HomeRange | null) => void;
}

const DAY = 'YYYY-MM-DD';

/**
 * Start date, end date and area. Two single pickers rather than a range picker: its
 * two-month panel does not fit a phone. A day after the other end cannot be picked.
 */
export function HomeFilterBar({ range, onChange }: HomeFilterBarProps) {
  const t = useT();
  const areas = useQuery(areaOptionsQuery());
  const start = dayjs(range.startDate);
  const end = dayjs(range.endDate);
  const set = (patch: Partial<HomeRange>) => onChange({ ...range, ...patch });
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label={t('dashboard.filter.range')}>
      <DatePicker
        aria-label={t('dashboard.filter.start')}
        placeholder={t('dashboard.filter.start')}
        value={start}
        allowClear={false}
        format={DAY}
        disabledDate={(d: Dayjs) => d.isAfter(end, 'day')}
        onChange={(d) => d && set({ startDate: d.format(DAY) })}
        style={{ width: 150 }}
      />
      <DatePicker
        aria-label={t('dashboard.filter.end')}
        placeholder={t('dashboard.filter.end')}
        value={end}
        allowClear={false}
        format={DAY}
        disabledDate={(d: Dayjs) => d.isBefore(start, 'day') || d.isAfter(dayjs(), 'day')}
        onChange={(d) => d && set({ endDate: d.format(DAY) })}
        style={{ width: 150 }}
      />
      <Select
        aria-label={t('dashboard.filter.area')}
        value={range.areaId ?? 0}
        loading={areas.isPending}
        onChange={(areaId: number) => set({ areaId: areaId || undefined })}
        style={{ minWidth: 150 }}
        options={[
          { value: 0, label: t('dashboard.filter.allAreas') },
          ...(areas.data ?? []).map((a) => ({ value: a.areaId, label: a.areaName })),
        ]}
      />
      <Button onClick={() => onChange(null)}>{t('dashboard.filter.reset')}</Button>
    </Flex>
  );
}
