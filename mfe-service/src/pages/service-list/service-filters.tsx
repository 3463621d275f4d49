import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import { Badge, Button, Drawer, Flex, Form, Tag } from '@pest-portal/shared/antd';
import { startTransition, useMemo, useState, type ReactNode } from 'react';
import { useIdleWarmUp } from '../../components/use-idle-warm-up';
import { useMobile } from '../../components/use-mobile';
import { activeFilters } from './active-filters';
import { FilterFields } from './filter-fields';
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

/**
 * The service list's filters. On a desktop, a row of fields. On a phone the fields would
 * push the first work order below the fold: one 筛选 button opens them in a sheet from
 * the bottom, and the filters in force show as tags, each removable with a tap.
 */
export function ServiceFiltersBar(props: ServiceFiltersProps) {
  const { value, options, withMembers, onChange, onClear, actions } = props;
  const t = useT();
  const mobile = useMobile();
  const [open, setOpen] = useState(false);
  // The sheet's fields drawn ahead, hidden, once the page is idle: drawn on the tap that
  // opens it, they (and antd's styles for Select and DatePicker, first used here on a
  // phone) held that tap's next paint for 560 ms on a throttled phone (issue 13, INP).
  const warm = useIdleWarmUp(mobile);
  const clear = <Button onClick={onClear}>{t('service.filter.clear')}</Button>;
  // The same elements while only `open` changes: opening the sheet then re-renders none of
  // its fields (a tap's work stays small on a slow phone).
  const sheetFields = useMemo(
    () => (
      <Form layout="vertical">
        <FilterFields {...{ value, options, withMembers, onChange }} stacked />
      </Form>
    ),
    [value, options, withMembers, onChange],
  );

  if (!mobile) {
    return (
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        role="search"
        aria-label={t('service.filters')}
      >
        <FilterFields {...{ value, options, withMembers, onChange }} stacked={false} />
        <Form.Item>{clear}</Form.Item>
        {actions && <Form.Item>{actions}</Form.Item>}
      </Form>
    );
  }

  const active = activeFilters(value, options, (s) => t(`service.status.${s}`));
  // Closing too: the sheet's leave and the fields' blur held 完成's next paint (136 ms of a
  // throttled phone's tap, the slowest of "change a filter"; INP). The tap paints first.
  const close = () => startTransition(() => setOpen(false));
  return (
    <Flex
      vertical
      gap={8}
      style={{ marginBottom: 12 }}
      role="search"
      aria-label={t('service.filters')}
    >
      <Flex gap={8} align="center" wrap>
        <Badge count={active.length} size="small">
          <Button
            icon={<FilterOutlined aria-hidden />}
            // A transition: the tap's own frame (the button pressed) is painted before the
            // sheet's, whose style and layout took 100 ms of it on a throttled phone (INP).
            onClick={() => startTransition(() => setOpen(true))}
            aria-haspopup="dialog"
          >
            {t('service.filter.open')}
          </Button>
        </Badge>
        {actions}
      </Flex>
      {active.length > 0 && (
        <Flex gap={6} wrap aria-label={t('service.filter.active')} role="list">
          {active.map((f) => (
            <Tag
              key={f.key}
              role="listitem"
              closable
              closeIcon={
                <span aria-label={t('service.filter.remove', { name: t(f.label) })}>×</span>
              }
              onClose={(e) => {
                e.preventDefault();
                onChange(f.clear);
              }}
              style={{
                marginInlineEnd: 0,
                maxWidth: '100%',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {t(f.label)}：{f.value}
            </Tag>
          ))}
        </Flex>
      )}
      <Drawer
        placement="bottom"
        open={open}
        forceRender={warm}
        onClose={close}
        title={t('service.filters')}
        size="auto"
        styles={{ body: { paddingBottom: 8 } }}
        footer={
          <Flex gap={8} justify="flex-end">
            {clear}
            <Button type="primary" onClick={close}>
              {t('service.filter.done')}
            </Button>
          </Flex>
        }
      >
        {sheetFields}
      </Drawer>
    </Flex>
  );
}
