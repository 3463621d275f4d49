import { Button, DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useMobile } from '../../components/use-mobile';
import type { FilterOptions } from './use-filter-options';
import type { ServiceFilters } from './use-service-search';
import { useT } from '../../i18n';

interface ServiceFiltersProps {
  value: ServiceFilters;
  options: FilterOptions;
  /** Headquarters only: filter by member company (getMemberSelect). */
  withMembers: boolean;
  onChange: (filters: Partial<ServiceFilters>) => void;
  onClear: () => void;
  /** The export button, beside the filters. */
  actions?: ReactNode;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** The service list's filters; each applies at once (the URL is the state, no separate "search" step). */
export function ServiceFiltersBar({
  value,
  options,
  withMembers,
  onChange,
  onClear,
  actions,
}: ServiceFiltersProps) {
  const t = useT();
  const mobile = useMobile();
  const selectStyle = { width: mobile ? '100%' : 180 };
  return (
    <Form
      layout={mobile ? 'vertical' : 'inline'}
      style={{ marginBottom: 16, rowGap: 8 }}
      role="search"
      aria-label={t('service.filters')}
    >
      <Form.Item label={t('service.filter.status')} htmlFor="service-filter-status">
        <Select
          id="service-filter-status"
          allowClear
          style={selectStyle}
          placeholder={t('service.filter.all')}
          value={value.status}
          options={options.statuses.map((s) => ({
            value: s.value,
            label: t(`service.status.${s.value}`),
          }))}
          onChange={(status) => onChange({ status })}
        />
      </Form.Item>
      <Form.Item label={t('service.filter.planDate')} htmlFor="service-filter-start">
        <DatePicker.RangePicker
          id={{ start: 'service-filter-start', end: 'service-filter-end' }}
          format={DATE_FORMAT}
          placeholder={[t('service.filter.startDate'), t('service.filter.endDate')]}
          style={mobile ? { width: '100%' } : undefined}
          value={[
            value.startDate ? dayjs(value.startDate) : null,
            value.endDate ? dayjs(value.endDate) : null,
          ]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            onChange({
              startDate: range?.[0]?.format(DATE_FORMAT) ?? undefined,
              endDate: range?.[1]?.format(DATE_FORMAT) ?? undefined,
            })
          }
        />
      </Form.Item>
      <Form.Item label={t('service.filter.taskType')} htmlFor="service-filter-type">
        <Select
          id="service-filter-type"
          allowClear
          style={selectStyle}
          placeholder={t('service.filter.all')}
          value={value.taskTypeId}
          options={options.taskTypes}
          onChange={(taskTypeId) => onChange({ taskTypeId })}
        />
      </Form.Item>
      {withMembers && (
        <Form.Item label={t('service.filter.member')} htmlFor="service-filter-member">
          <Select
            id="service-filter-member"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: mobile ? '100%' : 220 }}
            placeholder={t('service.filter.all')}
            value={value.memberId}
            options={options.members}
            onChange={(memberId) => onChange({ memberId })}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Button onClick={onClear}>{t('service.filter.clear')}</Button>
      </Form.Item>
      {actions && <Form.Item>{actions}</Form.Item>}
    </Form>
  );
}
