import { Table, type TableColumnsType } from 'antd';
import type { AlertRule } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { RuleButtons, RuleSwitch, type RuleListProps } from './rule-actions';
import { RuleCount } from './rule-count';

/** The rules on a desktop: one row each, the company column for a headquarters. */
export function AlertRuleTable({ rules, showMember, handlers }: RuleListProps) {
  const t = useT();
  const columns: TableColumnsType<AlertRule> = [
    ...(showMember
      ? [{ title: t('dashboard.alerts.col.member'), dataIndex: 'memberName', key: 'member' }]
      : []),
    { title: t('dashboard.alerts.col.pest'), dataIndex: 'pestName', key: 'pest' },
    {
      title: t('dashboard.alerts.col.area'),
      key: 'area',
      render: (_, r) => r.areaName ?? t('dashboard.alerts.allAreas'),
    },
    {
      title: t('dashboard.alerts.col.period'),
      key: 'period',
      render: (_, r) => t(`dashboard.alerts.period.${r.periodKind}`),
    },
    { title: t('dashboard.alerts.col.threshold'), dataIndex: 'threshold', key: 'threshold' },
    {
      title: t('dashboard.alerts.col.current'),
      key: 'current',
      render: (_, r) => <RuleCount rule={r} />,
    },
    {
      title: t('dashboard.alerts.col.enabled'),
      key: 'enabled',
      render: (_, r) => <RuleSwitch rule={r} handlers={handlers} />,
    },
    {
      title: t('dashboard.alerts.col.actions'),
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
      locale={{ emptyText: t('dashboard.alerts.empty') }}
    />
  );
}
