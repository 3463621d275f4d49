import { screen, within } from '@testing-library/react';
import { SCANNER_ENDPOINTS as S } from '@pest-portal/shared/contract/scanner';
import { answer, apiDouble, renderSection } from '@pest-portal/shared/testing';
import { RecordDetailPage } from './record-detail-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();
jest.setTimeout(120_000);

const LONG_PEST = '仓储害虫（印度谷螟及锯谷盗）';

beforeEach(() => {
  api.use(
    answer(S.deviceRecordDetailPage, ({ recordId }) => ({
      record: {
        recordId,
        taskId: 9,
        orderNo: 'FW-9',
        taskTypeName: '常规虫害防治',
        technicianName: '王师傅',
        checkedAt: '2026-03-02 10:30',
        deviceStatus: 'normal' as const,
        deviceStatusName: '正常',
        catchTotal: 5,
      },
      device: {
        deviceId: 31,
        deviceCode: 'D12-004',
        deviceType: 'insect_monitor' as const,
        deviceTypeName: '虫情监测器',
        areaId: 7,
        areaName: '仓库',
        memberId: 2,
        memberName: '上海静安食品有限公司',
      },
      remark: null,
      pests: [
        { pestId: 9, pestName: LONG_PEST, count: 4 },
        { pestId: 5, pestName: '家蝇', count: 1 },
      ],
      photos: [],
    })),
  );
});

describe('a device record’s detail', () => {
  it('lists the catches in a fixed table: headers on one line, a long pest name whole on hover', async () => {
    renderSection(<RecordDetailPage />, {
      url: '/qrcodeQuery/detail?qrcode=D12-004&recordId=11',
    });
    const name = await screen.findByTitle(LONG_PEST, {}, { timeout: 20_000 });
    expect(name).toHaveClass('ant-table-cell-ellipsis');
    const table = name.closest('table')!;
    expect(table).toHaveStyle({ tableLayout: 'fixed' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent ?? '');
    expect(headers).toEqual(['虫害种类', '捕获数量']);
    const widths = [...table.querySelectorAll('col')].map((col) => parseInt(col.style.width, 10));
    headers.forEach((header, i) =>
      expect(widths[i]).toBeGreaterThanOrEqual([...header].length * 14 + 48),
    );
    expect(screen.getByText('该次服务没有照片')).toBeInTheDocument();
  });
});
