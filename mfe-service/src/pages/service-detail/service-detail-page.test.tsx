import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taskDetail } from '../../test/fixtures';
import { renderSection } from '@pest-portal/shared/testing';
import { ServiceDetailPage } from './service-detail-page';
import { getCustomerSignature } from '../../api/get-customer-signature';
import { getDeviceCollects } from '../../api/get-device-collects';
import { getEmployeeSignature } from '../../api/get-employee-signature';
import { getTaskComment } from '../../api/get-task-comment';
import { getTaskDetail } from '../../api/get-task-detail';
import { getTaskIntro } from '../../api/get-task-intro';
import { getTaskMaterials } from '../../api/get-task-materials';
import { getTaskPestRisks } from '../../api/get-task-pest-risks';
import { getTaskRisks } from '../../api/get-task-risks';
import { getWorkImages } from '../../api/get-work-images';

jest.mock('../../api/get-customer-signature', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-customer-signature')),
);
jest.mock('../../api/get-device-collects', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-device-collects')),
);
jest.mock('../../api/get-employee-signature', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-employee-signature')),
);
jest.mock('../../api/get-task-comment', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-task-comment')),
);
jest.mock('../../api/get-task-detail', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-task-detail')),
);
jest.mock('../../api/get-task-intro', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-task-intro')),
);
jest.mock('../../api/get-task-materials', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-task-materials')),
);
jest.mock('../../api/get-task-pest-risks', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-task-pest-risks')),
);
jest.mock('../../api/get-task-risks', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-task-risks')),
);
jest.mock('../../api/get-work-images', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-work-images')),
);
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
}));

const unsigned = { signUrl: null, signerName: null, signTime: null };

beforeEach(() => {
  jest.mocked(getTaskDetail).mockResolvedValue(taskDetail());
  jest.mocked(getTaskIntro).mockResolvedValue({
    taskId: 11,
    serviceContent: '全面检查后厨',
    findings: '发现蟑螂痕迹',
    suggestion: '封堵缝隙',
  });
  jest.mocked(getTaskMaterials).mockResolvedValue([
    {
      id: 1,
      materialName: '杀蟑胶饵',
      kind: 'chemical',
      activeIngredient: '吡虫啉',
      registrationNo: 'PD2026',
      quantity: 2,
      unit: '支',
      usageArea: '后厨',
      usageMethod: '点施',
    },
  ]);
  jest.mocked(getTaskRisks).mockResolvedValue([]);
  jest.mocked(getTaskPestRisks).mockResolvedValue([]);
  jest.mocked(getWorkImages).mockResolvedValue([]);
  jest.mocked(getTaskComment).mockResolvedValue(null);
  jest.mocked(getEmployeeSignature).mockResolvedValue({
    signUrl: 'https://files/e.png',
    signerName: '王师傅',
    signTime: '2026-03-01 10:30:00',
  });
  jest.mocked(getCustomerSignature).mockResolvedValue(unsigned);
  jest.mocked(getDeviceCollects).mockResolvedValue({
    list: [],
    total: 0,
    pageNum: 1,
    pageSize: 10,
    pestTotals: [],
    areaTotals: [],
  });
});

describe('the service detail', () => {
  it('shows each region from its call', async () => {
    renderSection(<ServiceDetailPage />, { url: '/serviceReport/serviceDetail?id=11' });
    expect(await screen.findByText('全面检查后厨')).toBeInTheDocument();
    expect(screen.getByText('发现蟑螂痕迹')).toBeInTheDocument();
    expect(screen.getAllByText('杀蟑胶饵').length).toBeGreaterThan(0);
    expect(screen.getByText('本次服务未发现风险')).toBeInTheDocument();
    expect(screen.getByText('暂无工作照片')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '技术员签字' })).toHaveAttribute(
      'src',
      'https://files/e.png',
    );
    expect(screen.getByText('未签字')).toBeInTheDocument();
    expect(screen.getByText('暂未评价')).toBeInTheDocument();
    expect(await screen.findByText('本次服务未检查设备')).toBeInTheDocument();
    expect(getTaskDetail).toHaveBeenCalledWith({ taskId: 11 }, expect.anything());
    expect(getDeviceCollects).toHaveBeenCalledWith(
      expect.objectContaining({ taskId: 11, pageNum: 1 }),
      expect.anything(),
    );
  });

  it('offers 评价签字 when the customer may sign, and it opens the signature page', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<ServiceDetailPage />, {
      url: '/serviceReport/serviceDetail?id=11',
    });
    await user.click(await screen.findByRole('button', { name: '评价签字' }));
    expect(`${router.location.pathname}${router.location.search}`).toMatch(/\?id=11$/);
  });

  it('does not offer 评价签字 when the customer may not sign', async () => {
    jest
      .mocked(getTaskDetail)
      .mockResolvedValue(taskDetail({ canSign: false, canComment: false, status: 'finished' }));
    renderSection(<ServiceDetailPage />, { url: '/serviceReport/serviceDetail?id=11' });
    expect(await screen.findByRole('button', { name: '报告预览' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '评价签字' })).not.toBeInTheDocument();
  });
});
