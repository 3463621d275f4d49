import { Button } from '@pest-portal/shared/antd';
import { Table } from '@pest-portal/shared/antd/records';
import type { TableColumnsType } from 'antd';
import { isMobile } from '@pest-portal/shared';
import type { SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { sizedColumn, tableWidth, textColumn } from '../../table/fixed-columns';
import { activityLevel, LEVEL_COLOURS } from './activity-level';
import { useLevelLabel } from './use-level-label';

interface DeviceTableProps {
  devices: readonly SitePlanDevice[];
  onOpen: (device: SitePlanDevice) => void;
}

/**
 * The plan's devices as a table, by code: what an auditor ticks off on site, and what the
 * printout carries beside the plan. On a phone only the code, activity and catches. Fixed
 * layout, every column at least its header's width: a header never breaks a word over two
 * lines (a phone's narrow columns did: 捕获数/量).
 */
export function DeviceTable({ devices, onOpen }: DeviceTableProps) {
  const t = useT();
  const levelLabel = useLevelLabel();
  const phone = isMobile();
  const columns: TableColumnsType<SitePlanDevice> = [
    {
      key: 'code',
      ...textColumn(t('dashboard.sitePlan.col.code'), 110),
      render: (_, d) => (
        <Button
          type="link"
          size="small"
          title={d.deviceCode}
          style={{ padding: 0, maxWidth: '100%' }}
          onClick={() => onOpen(d)}
        >
          {d.deviceCode}
        </Button>
      ),
    },
    {
      key: 'type',
      ...textColumn(t('dashboard.sitePlan.col.type'), 100),
      render: (_, d) => t(`dashboard.deviceType.${d.deviceType}`),
      hidden: phone,
    },
    {
      key: 'level',
      ...textColumn(t('dashboard.sitePlan.col.level'), 110),
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
      ...sizedColumn(t('dashboard.sitePlan.col.checks')),
      dataIndex: 'checkCount',
      align: 'right',
      hidden: phone,
    },
    {
      key: 'pestChecks',
      ...sizedColumn(t('dashboard.sitePlan.col.pestChecks')),
      dataIndex: 'pestCheckCount',
      align: 'right',
      hidden: phone,
    },
    {
      key: 'catches',
      ...sizedColumn(t('dashboard.sitePlan.col.catches')),
      dataIndex: 'catchTotal',
      align: 'right',
    },
    {
      key: 'abnormal',
      ...sizedColumn(t('dashboard.sitePlan.col.abnormal')),
      dataIndex: 'abnormalCount',
      align: 'right',
      hidden: phone,
    },
    {
      key: 'last',
      ...textColumn(t('dashboard.sitePlan.col.last'), 110),
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
      tableLayout="fixed"
      scroll={{ x: tableWidth(columns) }}
      aria-label={t('dashboard.sitePlan.devices')}
    />
  );
}
