import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import type { SelectProps } from 'antd';
import { useSessionStore } from '@pest-portal/shared';
import type { SitePlanArea } from '@pest-portal/shared/contract/dashboard';
import { memberOptionsQuery } from '../../api/get-member-options';
import { PeriodPickers } from '../../filters/period-pickers';
import { useT } from '../../i18n';
import type { SitePlanChoice } from './site-plan-search';

interface SitePlanFilterBarProps {
  choice: SitePlanChoice;
  areas: readonly SitePlanArea[] | undefined;
  onChange: (next: SitePlanChoice) => void;
  onPrint: () => void;
}

/** The areas by company, as option groups, when they span several companies. */
function areaOptions(areas: readonly SitePlanArea[]): SelectProps['options'] {
  const companies = [...new Set(areas.map((a) => a.memberName))];
  const option = (a: SitePlanArea) => ({ value: a.areaId, label: a.areaName });
  if (companies.length <= 1) return areas.map(option);
  return companies.map((name) => ({
    label: name,
    title: name,
    options: areas.filter((a) => a.memberName === name).map(option),
  }));
}

/**
 * A headquarters' member company, the area and the period; a print button. Hidden when
 * printed: the printout names its area and period in its own heading.
 */
export function SitePlanFilterBar({ choice, areas, onChange, onPrint }: SitePlanFilterBarProps) {
  const t = useT();
  const isHq = useSessionStore((s) => s.isHq);
  const members = useQuery({ ...memberOptionsQuery(), enabled: isHq });
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      role="group"
      aria-label={t('dashboard.filter.range')}
      data-print="hide"
    >
      {isHq && (
        <Select
          aria-label={t('dashboard.sitePlan.member')}
          placeholder={t('dashboard.sitePlan.pickMember')}
          value={choice.memberId}
          allowClear
          loading={members.isPending}
          onChange={(memberId?: number) =>
            onChange({ ...choice, memberId: memberId || undefined, areaId: undefined })
          }
          style={{ minWidth: 200, maxWidth: '100%' }}
          popupMatchSelectWidth={false}
          options={(members.data ?? []).map((m) => ({ value: m.value, label: m.label }))}
        />
      )}
      <Select
        aria-label={t('dashboard.sitePlan.area')}
        value={areas?.some((a) => a.areaId === choice.areaId) ? choice.areaId : undefined}
        loading={!areas}
        onChange={(areaId: number) => onChange({ ...choice, areaId })}
        style={{ minWidth: 150, maxWidth: '100%' }}
        popupMatchSelectWidth={false}
        options={areaOptions(areas ?? [])}
      />
      <PeriodPickers
        period={choice}
        onChange={(p) => onChange({ ...choice, startDate: p.startDate, endDate: p.endDate })}
      />
      <Button onClick={onPrint}>{t('dashboard.sitePlan.print')}</Button>
    </Flex>
  );
}
