import { fireEvent, screen, within } from '@testing-library/react';
import type { AlertRule, SitePlanDevice } from '@pest-portal/shared/contract/dashboard';
import { renderSection } from '@pest-portal/shared/testing';
import { TrendCard } from '../charts/trend-card';
import { AlertRuleTable } from '../pages/alert-rules/alert-rule-table';
import { DeviceTable } from '../pages/site-plan/device-table';
import { expectFixedColumns } from '../test/fixed-table';

// The chart library is an ES module jest cannot load; these tests read the tables only.
jest.mock('../charts/echarts', () => ({ echarts: { init: jest.fn() } }));

jest.setTimeout(60_000);

const LONG_NAME = '上海静安食品有限公司第一分店';

const rule: AlertRule = {
  id: 1,
  memberId: 2,
  memberName: LONG_NAME,
  pestId: 3,
  pestName: '德国小蠊',
  areaId: 4,
  areaName: '后厨操作间及仓储区',
  periodKind: 'month',
  threshold: 20,
  enabled: true,
  periodStart: '2026-11-01',
  currentCount: 25,
  alerted: true,
  createdBy: null,
  createTime: '2026-11-02 10:00:00',
};

const device: SitePlanDevice = {
  deviceId: 9,
  deviceCode: 'D12-004',
  deviceType: 'bait_station',
  x: 0.2,
  y: 0.3,
  checkCount: 4,
  pestCheckCount: 2,
  catchTotal: 7,
  abnormalCount: 0,
  lastCheckedAt: '2026-11-20 09:30',
};

const handlers = {
  onToggle: jest.fn(),
  onEdit: jest.fn(),
  onDelete: jest.fn(),
  busyId: null,
};

describe('the section’s tables keep headers on one line and names whole on hover', () => {
  it('alert rules: every column sized, a long company name one line with its title', () => {
    const { container } = renderSection(
      <AlertRuleTable rules={[rule]} showMember handlers={handlers} />,
    );
    const columns = expectFixedColumns(container);
    expect(columns.map(([header]) => header)).toEqual([
      '公司',
      '害虫',
      '区域',
      '统计周期',
      '阈值（只）',
      '本期数量',
      '启用',
      '操作',
    ]);
    const name = within(container).getByTitle(LONG_NAME);
    expect(name).toHaveClass('ant-table-cell-ellipsis');
    expect(within(container).getByTitle('后厨操作间及仓储区')).toHaveClass(
      'ant-table-cell-ellipsis',
    );
  });

  it('site plan devices: every column sized, the table scrolls in its box', () => {
    const { container } = renderSection(<DeviceTable devices={[device]} onOpen={jest.fn()} />);
    const columns = expectFixedColumns(container);
    expect(columns).toHaveLength(8);
    expect(within(container).getByRole('button', { name: 'D12-004' })).toBeInTheDocument();
    const total = columns.reduce((sum, [, width]) => sum + width, 0);
    expect(container.querySelector('table')).toHaveStyle({ width: `${total}px` });
  });

  it('data trend table view: the period and each device sized to their headers', () => {
    const series = 'D12-004 · 上海静安食品有限公司 后厨';
    const { container } = renderSection(
      <TrendCard
        title="设备活动趋势"
        height={300}
        loading={false}
        failed={false}
        empty={false}
        onRetry={jest.fn()}
        option={null}
        table={{ columns: [series], rows: [{ key: 'a', label: '2026年3月', values: [12] }] }}
      />,
    );
    fireEvent.click(screen.getByText('表格'));
    const columns = expectFixedColumns(container);
    expect(columns.map(([header]) => header)).toEqual(['周期', series]);
  });
});
