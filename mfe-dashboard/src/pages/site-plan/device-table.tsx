import { Button, Table, type TableColumnsType } from 'antd';
import { isMobile } from '@pest-portal/shared';
import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { activityLevel, LEVEL_COLOURS } from './activity-level';
import { useLevelLabel } from './use-level-label';

// A header never breaks a word over two lines (a phone's narrow columns did: 捕获数/量).
const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

interface DeviceTableProps {
  devices: readonly SitePlanDevice[];
  onOpen: (device: SitePlanDevice) => void;
}

/**
 * The plan's devices as a table, by code: what an auditor ticks off on site, and what the
 * printout carries beside the plan. On a phone only the code, activity and catches.
 */
export function DeviceTable({ devices, onOpen }: DeviceTableProps) {
  const t = useT();
  const levelLabel = useLevelLabel();
  const phone = isMobile();
  const columns: TableColumnsType<SitePlanDevice> = [
    {
      key: 'code',
      title: t('dashboard.sitePlan.col.code'),
      render: (_, d) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(d)}>
          {d.deviceCode}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('dashboard.sitePlan.col.type'),
      render: (_, d) => t(`dashboard.deviceType.${d.deviceType}`),
      hidden: phone,
    },
    {
      key: 'level',
      title: t('dashboard.sitePlan.col.level'),
      render: (_, d) => {
        const level = activityLevel(d);
        return (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: 6,
                flex: 'none',
                border: `2px solid ${LEVEL_COLOURS[level].border}`,
                background: LEVEL_COLOURS[level].background,
                printColorAdjust: 'exact',
                WebkitPrintColorAdjust: 'exact',
              }}
            />
            {levelLabel(level)}
          </span>
        );
      },
    },
    {
      key: 'checks',
      title: t('dashboard.sitePlan.col.checks'),
      dataIndex: 'checkCount',
      align: 'right',
      onHeaderCell: noWrap,
      hidden: phone,
    },
    {
      key: 'pestChecks',
      title: t('dashboard.sitePlan.col.pestChecks'),
      dataIndex: 'pestCheckCount',
      align: 'right',
      onHeaderCell: noWrap,
      hidden: phone,
    },
    {
      key: 'catches',
      title: t('dashboard.sitePlan.col.catches'),
      dataIndex: 'catchTotal',
      align: 'right',
      onHeaderCell: noWrap,
    },
    {
      key: 'abnormal',
      title: t('dashboard.sitePlan.col.abnormal'),
      dataIndex: 'abnormalCount',
      align: 'right',
      onHeaderCell: noWrap,
      hidden: phone,
    },
    {
      key: 'last',
      title: t('dashboard.sitePlan.col.last'),
      render: (_, d) => d.lastCheckedAt ?? '-',
      hidden: phone,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="deviceId"
      columns={columns}
      dataSource={devices as SitePlanDevice[]}
      pagination={false}
      aria-label={t('dashboard.sitePlan.devices')}
    />
  );
}
