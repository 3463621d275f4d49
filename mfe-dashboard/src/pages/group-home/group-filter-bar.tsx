import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from '@pest-portal/shared/antd';
import { memberOptionsQuery } from '../../api/get-member-options';
import { pcoOptionsQuery } from '../../api/get-pco-options';
import { AllOrOneSelect } from '../../filters/all-or-one-select';
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
      <AllOrOneSelect
        label={t('dashboard.group.member')}
        allLabel={t('dashboard.group.allMembers')}
        value={range.memberId}
        choices={members.data}
        loading={members.isPending}
        onChange={(memberId) => set({ memberId })}
        style={{ minWidth: 180 }}
        popupMatchSelectWidth={false}
      />
      <AllOrOneSelect
        label={t('dashboard.group.pco')}
        allLabel={t('dashboard.group.allPcos')}
        value={range.pcoId}
        choices={pcos.data}
        loading={pcos.isPending}
        onChange={(pcoId) => set({ pcoId })}
        style={{ minWidth: 160 }}
      />
      <Button onClick={() => onChange(null)}>{t('dashboard.filter.reset')}</Button>
    </Flex>
  );
}
