import { DayPicker } from '@pest-portal/shared/ui';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '../i18n';

const DAY = 'YYYY-MM-DD';

export interface Period {
  startDate: string;
  endDate: string;
}

interface PeriodPickersProps {
  period: Period;
  onChange: (next: Period) => void;
}

/**
 * The start and end days of every dashboard filter bar (home, group home, data trends).
 * Two single pickers rather than a range picker: its two-month panel does not fit a phone.
 * A start after the end, or an end after today, cannot be picked. Drawn as stand-ins until
 * antd's date group has arrived, after the page's data (shared/src/ui-kit/date-kit.ts).
 */
export function PeriodPickers({ period, onChange }: PeriodPickersProps) {
  const t = useT();
  const start = dayjs(period.startDate);
  const end = dayjs(period.endDate);
  return (
    <>
      <DayPicker
        aria-label={t('dashboard.filter.start')}
        placeholder={t('dashboard.filter.start')}
        value={start}
        allowClear={false}
        format={DAY}
        disabledDate={(d: Dayjs) => d.isAfter(end, 'day')}
        onChange={(d) => d && onChange({ ...period, startDate: d.format(DAY) })}
        style={{ width: 150 }}
      />
      <DayPicker
        aria-label={t('dashboard.filter.end')}
        placeholder={t('dashboard.filter.end')}
        value={end}
        allowClear={false}
        format={DAY}
        disabledDate={(d: Dayjs) => d.isBefore(start, 'day') || d.isAfter(dayjs(), 'day')}
        onChange={(d) => d && onChange({ ...period, endDate: d.format(DAY) })}
        style={{ width: 150 }}
      />
    </>
  );
}
