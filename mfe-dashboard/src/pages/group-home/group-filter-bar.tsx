import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import { memberOptionsQuery } from '../../api/get-member-options';
import { pcoOptionsQuery } from '../../api/get-pco-options';
import { PeriodPickers } from '../../filters/period-pickers';
import { useT } from '../../i18n';
import type { GroupRange } from './group-range';

interface GroupFilterBarProps {
  range: GroupRange;
  onChange: (next: GroupRange | null) => void;
}

/** Period, member company and service provider. */
export function GroupFilterBar({ range, onChange }: GroupFilterBarProps) {
  const t = useT();
  const members = useQuery(memberOptionsQuery());
  const pcos = useQuery(pcoOptionsQuery());
  const set = (patch: Partial<GroupRange>) => onChange({ ...range, ...patch });
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label={t('dashboard.filter.range')}>
      <PeriodPickers
        period={range}
        onChange={(p) => set({ startDate: p.startDate, endDate: p.endDate })}
      />
      <Select
        aria-label={t('dashboard.group.member')}
        value={range.memberId ?? 0}
        loading={members.isPending}
        onChange={(memberId: number) => set({ memberId: memberId || undefined })}
        style={{ minWidth: 180 }}
        popupMatchSelectWidth={false}
        options={[
          { value: 0, label: t('dashboard.group.allMembers') },
          ...(members.data ?? []).map((m) => ({ value: m.value, label: m.label })),
        ]}
      />
      <Select
        aria-label={t('dashboard.group.pco')}
        value={range.pcoId ?? 0}
        loading={pcos.isPending}
        onChange={(pcoId: number) => set({ pcoId: pcoId || undefined })}
        style={{ minWidth: 160 }}
        options={[
          { value: 0, label: t('dashboard.group.allPcos') },
          ...(pcos.data ?? []).map((p) => ({ value: p.value, label: p.label })),
        ]}
      />
      <Button onClick={() => onChange(null)}>{t('dashboard.filter.reset')}</Button>
    </Flex>
  );
}
