import { Flex, Form } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import dayjs, { type Dayjs } from 'dayjs';
import { DayPicker, DayRangePicker, useOpenAfterPaint } from '@pest-portal/shared/ui';
import { useT } from '../../i18n';
import type { FilterOptions } from './use-filter-options';
import type { ServiceFilters } from './use-service-search';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The plan date's two ends as the phone's sheet picks them, each kept on its side of the other. */
const DAY_ENDS = [
  {
    key: 'startDate',
    other: 'endDate',
    id: 'service-filter-start',
    label: 'service.filter.startDate',
    outside: (d: Dayjs, end: string) => d.isAfter(end, 'day'),
  },
  {
    key: 'endDate',
    other: 'startDate',
    id: 'service-filter-end',
    label: 'service.filter.endDate',
    outside: (d: Dayjs, start: string) => d.isBefore(start, 'day'),
  },
] as const;
const [START, END] = DAY_ENDS;

interface FilterFieldsProps {
  value: ServiceFilters;
  options: FilterOptions;
  withMembers: boolean;
  onChange: (filters: Partial<ServiceFilters>) => void;
  /** Full width in the phone's filter sheet; fixed widths in the desktop's row. */
  stacked: boolean;
}

/** The service list's filter fields; each applies at once (the URL is the state). */
export function FilterFields({
  value,
  options,
  withMembers,
  onChange,
  stacked,
}: FilterFieldsProps) {
  const t = useT();
  const width = (desktop: number) => ({ width: stacked ? '100%' : desktop });
  // Each dropdown opens after the tap has painted (INP, shared/src/ui-kit/open-after-paint.ts).
  const [statusOpen, setStatusOpen] = useOpenAfterPaint();
  const [typeOpen, setTypeOpen] = useOpenAfterPaint();
  const [memberOpen, setMemberOpen] = useOpenAfterPaint();
  // The status and type lists are a handful of options: drawn plainly, without the virtual
  // list's measuring, their dropdown opens a little sooner on a slow phone (INP). The
  // member list can be long and keeps it.
  return (
    <>
      <Form.Item label={t('service.filter.status')} htmlFor="service-filter-status">
        <Select
          id="service-filter-status"
          open={statusOpen}
          onOpenChange={setStatusOpen}
          allowClear
          virtual={false}
          style={width(180)}
          placeholder={t('service.filter.all')}
          value={value.status}
          options={options.statuses.map((s) => ({
            value: s.value,
            label: t(`service.status.${s.value}`),
          }))}
          // The status's name is the portal's own: shown while the list of statuses still
          // loads, where antd would show the raw value (a reload of ?status=finished).
          labelRender={({ value: status }) =>
            t(`service.status.${status as NonNullable<ServiceFilters['status']>}`)
          }
          onChange={(status) => onChange({ status })}
        />
      </Form.Item>
      <Form.Item label={t('service.filter.planDate')} htmlFor={START.id}>
        {stacked ? (
          // Two single pickers in the phone's sheet: the range picker's two-month panel is
          // wider than a phone, and opened there it was cut off at the screen's left edge.
          <Flex gap={8}>
            {DAY_ENDS.map(({ key, other: otherKey, id, label, outside }) => {
              const other = value[otherKey];
              return (
                <DayPicker
                  key={key}
                  id={id}
                  format={DATE_FORMAT}
                  placeholder={t(label)}
                  style={{ flex: 1, minWidth: 0 }}
                  value={value[key] ? dayjs(value[key]) : null}
                  disabledDate={(d) => other !== undefined && outside(d, other)}
                  onChange={(d) => onChange({ [key]: d?.format(DATE_FORMAT) ?? undefined })}
                />
              );
            })}
          </Flex>
        ) : (
          <DayRangePicker
            id={{ start: START.id, end: END.id }}
            format={DATE_FORMAT}
            placeholder={[t(START.label), t(END.label)]}
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
        )}
      </Form.Item>
      <Form.Item label={t('service.filter.taskType')} htmlFor="service-filter-type">
        <Select
          id="service-filter-type"
          open={typeOpen}
          onOpenChange={setTypeOpen}
          allowClear
          virtual={false}
          style={width(180)}
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
            open={memberOpen}
            onOpenChange={setMemberOpen}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={width(220)}
            placeholder={t('service.filter.all')}
            value={value.memberId}
            options={options.members}
            onChange={(memberId) => onChange({ memberId })}
          />
        </Form.Item>
      )}
    </>
  );
}
