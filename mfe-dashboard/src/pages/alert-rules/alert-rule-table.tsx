import { Table } from '@pest-portal/shared/antd/records';
import type { TableColumnsType } from 'antd';
import type { AlertRule } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { sizedColumn, tableWidth, textColumn } from '../../table/fixed-columns';
import { RuleButtons, RuleSwitch, type RuleListProps } from './rule-actions';
import { RuleCount } from './rule-count';

/**
 * The rules on a desktop: one row each, the company column for a headquarters. Fixed layout:
 * names keep to one line (a company's full name ellipsised, whole on hover), and the
 * columns keep their widths whatever the rows.
 */
export function AlertRuleTable({ rules, showMember, handlers }: RuleListProps) {
  const t = useT();
  const columns: TableColumnsType<AlertRule> = [
    ...(showMember
      ? [
          {
            ...textColumn(t('dashboard.alerts.col.member'), 200),
            dataIndex: 'memberName',
            key: 'member',
          },
        ]
      : []),
    { ...textColumn(t('dashboard.alerts.col.pest'), 110), dataIndex: 'pestName', key: 'pest' },
    {
      ...textColumn(t('dashboard.alerts.col.area'), 140),
      key: 'area',
      render: (_, r) => r.areaName ?? t('dashboard.alerts.allAreas'),
    },
    {
      ...textColumn(t('dashboard.alerts.col.period'), 100),
      key: 'period',
      render: (_, r) => t(`dashboard.alerts.period.${r.periodKind}`),
    },
    {
      ...textColumn(t('dashboard.alerts.col.threshold'), 110),
      dataIndex: 'threshold',
      key: 'threshold',
      align: 'right',
    },
    {
      ...sizedColumn(t('dashboard.alerts.col.current'), 140),
      key: 'current',
      render: (_, r) => <RuleCount rule={r} />,
    },
    {
      ...sizedColumn(t('dashboard.alerts.col.enabled'), 80),
      key: 'enabled',
      render: (_, r) => <RuleSwitch rule={r} handlers={handlers} />,
    },
    {
      // Two link buttons with icons (编辑, 删除) side by side.
      ...sizedColumn(t('dashboard.alerts.col.actions'), 150),
      key: 'actions',
      render: (_, r) => <RuleButtons rule={r} handlers={handlers} />,
    },
  ];
  return (
    <Table<AlertRule>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rules}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: tableWidth(columns) }}
      locale={{ emptyText: t('dashboard.alerts.empty') }}
    />
  );
}
