import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotifierStore } from '@pest-portal/shared';
import {
  SCANNER_ENDPOINTS as S,
  type DeviceRecord,
  type QrcodeDevice,
} from '@pest-portal/shared/contract/scanner';
import { answer, apiDouble, failure, renderSection } from '@pest-portal/shared/testing';
import { QrcodeQueryPage } from './qrcode-query-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();
jest.setTimeout(120_000);

const notify = jest.fn();
beforeAll(() => useNotifierStore.getState().register(notify));

const device: QrcodeDevice = {
  deviceId: 31,
  deviceCode: 'D12-004',
  deviceType: 'bait_station',
  deviceTypeName: '鼠饵站',
  areaId: 7,
  areaName: '后厨',
  memberId: 2,
  memberName: '上海静安食品有限公司',
};

const record = (recordId: number, checkedAt: string): DeviceRecord => ({
  recordId,
  taskId: 100 + recordId,
  orderNo: `FW-${recordId}`,
  taskTypeName: '常规虫害防治',
  technicianName: '王师傅',
  checkedAt,
  deviceStatus: recordId === 1 ? 'damaged' : 'normal',
  deviceStatusName: recordId === 1 ? '损坏' : '正常',
  catchTotal: recordId,
});

let calls: {
  info: ReturnType<typeof answer<typeof S.getQrcodeInfo>>;
  statistics: ReturnType<typeof answer<typeof S.getDeviceStatistics>>;
  records: ReturnType<typeof answer<typeof S.deviceRecordPage>>;
};
beforeEach(() => {
  calls = {
    info: answer(S.getQrcodeInfo, ({ qrcode }) =>
      qrcode === device.deviceCode ? device : failure(404, '未找到该二维码对应的设备'),
    ),
    statistics: answer(S.getDeviceStatistics, () => ({
      checkCount: 24,
      catchTotal: 57,
      abnormalCount: 1,
      firstCheckedAt: '2025-01-06 09:00',
      lastCheckedAt: '2026-03-02 10:30',
      pests: [{ pestId: 3, pestName: '褐家鼠', count: 57 }],
    })),
    records: answer(S.deviceRecordPage, ({ pageNum, pageSize }) => ({
      list: [
        record(pageNum * 10 + 1, `2026-0${4 - pageNum}-02 10:30`),
        record(1, '2025-01-06 09:00'),
      ],
      total: 25,
      pageNum,
      pageSize,
    })),
  };
  api.use(calls.info, calls.statistics, calls.records);
});

describe('the QR query page', () => {
  it('shows the scanned device, its statistics and its records, each opening its detail', async () => {
    renderSection(<QrcodeQueryPage />, { url: '/qrcodeQuery?qrcode=D12-004' });
    const card = await screen.findByText('上海静安食品有限公司', {}, { timeout: 20_000 });
    expect(card).toBeInTheDocument();
    expect(screen.getByText('鼠饵站')).toBeInTheDocument();
    expect(calls.info.inputs).toEqual([{ qrcode: 'D12-004' }]);
    expect(await screen.findByText('褐家鼠 57')).toBeInTheDocument();
    expect(calls.statistics.inputs).toEqual([{ deviceId: 31 }]);
    const link = await screen.findByRole('link', { name: '查看详情 2026-03-02 10:30' });
    expect(link).toHaveAttribute('href', '/qrcodeQuery/detail?qrcode=D12-004&recordId=11');
    expect(calls.records.inputs).toEqual([{ deviceId: 31, pageNum: 1, pageSize: 10 }]);
    expect(screen.getByText('损坏')).toBeInTheDocument();
  });

  it('pages through the records, the page kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<QrcodeQueryPage />, {
      url: '/qrcodeQuery?qrcode=D12-004',
    });
    await screen.findByRole('link', { name: '查看详情 2026-03-02 10:30' }, { timeout: 20_000 });
    await user.click(screen.getByTitle('2'));
    expect(
      await screen.findByRole('link', { name: '查看详情 2026-02-02 10:30' }),
    ).toBeInTheDocument();
    expect(calls.records.inputs.at(-1)).toEqual({ deviceId: 31, pageNum: 2, pageSize: 10 });
    expect(new URLSearchParams(router.location.search).get('page')).toBe('2');
  });

  it('says why a label finds no device, offers to scan again, and asks nothing more', async () => {
    renderSection(<QrcodeQueryPage />, { url: '/qrcodeQuery?qrcode=X-999' });
    expect(
      await screen.findByText('未找到该二维码对应的设备', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeInTheDocument();
    // The page says it; no toast besides.
    expect(notify).not.toHaveBeenCalled();
    await waitFor(() => expect(calls.info.inputs).toEqual([{ qrcode: 'X-999' }]));
    expect(calls.statistics.inputs).toEqual([]);
    expect(calls.records.inputs).toEqual([]);
    expect(within(document.body).queryByText('设备统计')).not.toBeInTheDocument();
  });
});
