import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from '@pest-portal/shared/antd';
import { areaOptionsQuery } from '../../api/get-area-options';
import { AllOrOneSelect } from '../../filters/all-or-one-select';
import { PeriodPickers } from '../../filters/period-pickers';
import { useT } from '../../i18n';
import type { HomeRange } from './home-range';

interface HomeFilterBarProps {
  range: HomeRange;
  onChange: (next: HomeRange | null) => void;
}

/**
 * Start date, end date and area. Two single pickers rather than a range picker: its
 * two-month panel does not fit a phone. A day after the other end cannot be picked.
 */
export function HomeFilterBar({ range, onChange }: HomeFilterBarProps) {
  const t = useT();
  const areas = useQuery(areaOptionsQuery());
  const set = (patch: Partial<HomeRange>) => onChange({ ...range, ...patch });
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label={t('dashboard.filter.range')}>
      <PeriodPickers
        period={range}
        onChange={(p) => set({ startDate: p.startDate, endDate: p.endDate })}
      />
      <AllOrOneSelect
        label={t('dashboard.filter.area')}
        allLabel={t('dashboard.filter.allAreas')}
        value={range.areaId}
        choices={areas.data?.map((a) => ({ value: a.areaId, label: a.areaName }))}
        loading={areas.isPending}
        onChange={(areaId) => set({ areaId })}
        style={{ minWidth: 150 }}
      />
      <Button onClick={() => onChange(null)}>{t('dashboard.filter.reset')}</Button>
    </Flex>
  );
}
