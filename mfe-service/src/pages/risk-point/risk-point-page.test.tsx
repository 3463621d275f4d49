import type * as Shared from '@pest-portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadFile } from '@pest-portal/shared';
import { page } from '../../test/fixtures';
import { renderSection } from '@pest-portal/shared/testing';
import { RiskPointPage } from './risk-point-page';
import { addRiskPoint } from '../../api/add-risk-point';
import { getPestSelect } from '../../api/get-pest-select';
import { getRiskGradeSelect } from '../../api/get-risk-grade-select';
import { getRiskPointPage } from '../../api/get-risk-point-page';
import { getRiskTypeSelect } from '../../api/get-risk-type-select';

jest.mock('../../api/add-risk-point', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/add-risk-point')),
);
jest.mock('../../api/get-pest-select', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-pest-select')),
);
jest.mock('../../api/get-risk-grade-select', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-risk-grade-select')),
);
jest.mock('../../api/get-risk-point-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-risk-point-page')),
);
jest.mock('../../api/get-risk-type-select', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-risk-type-select')),
);
jest.mock('@pest-portal/shared', () => {
  const actual = jest.requireActual<typeof Shared>('@pest-portal/shared');
  return {
    ...actual,
    ...actual.photoUploadOver(jest.fn()),
  };
});

beforeEach(() => {
  jest.mocked(getPestSelect).mockResolvedValue([{ value: 5, label: '德国小蠊' }]);
  jest.mocked(getRiskTypeSelect).mockResolvedValue([{ value: 1, label: '设施缺陷' }]);
  jest.mocked(getRiskGradeSelect).mockResolvedValue([{ value: 2, label: '中风险', level: 2 }]);
  jest.mocked(getRiskPointPage).mockResolvedValue(page([]));
  jest.mocked(addRiskPoint).mockResolvedValue({ id: 99 });
  jest.mocked(uploadFile).mockImplementation(async (_blob, name) => ({
    fileUrl: `https://files/${name}`,
    fileName: name,
    size: 10,
    contentType: 'image/png',
  }));
});

function png(name: string): File {
  return new File(['x'], name, { type: 'image/png' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByTitle(option));
}

// Filling a whole antd form with user-event takes ~16 s in jsdom on this 2-core machine and
// more under a parallel load; a generous limit keeps the test about behaviour, not speed.
jest.setTimeout(120000);

describe('the risk point form', () => {
  it('requires type, grade, location and description, and sends nothing until they are there', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<RiskPointPage />, { url: '/riskPoint' });
    await user.type(screen.getByLabelText('风险位置'), '   ');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请选择风险类型')).toBeInTheDocument();
    expect(screen.getByText('请选择风险等级')).toBeInTheDocument();
    expect(screen.getByText('请填写风险位置')).toBeInTheDocument();
    expect(screen.getByText('请填写风险描述')).toBeInTheDocument();
    expect(addRiskPoint).not.toHaveBeenCalled();
  });

  it('sends the trimmed values and the uploaded photos, then shows the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderSection(<RiskPointPage />, { url: '/riskPoint' });
    await waitFor(() => expect(getRiskGradeSelect).toHaveBeenCalled());
    await choose(user, '害虫', '德国小蠊');
    await choose(user, '风险类型', '设施缺陷');
    await choose(user, '风险等级', '中风险');
    await user.type(screen.getByLabelText('风险位置'), '  后厨下水道口 ');
    await user.type(screen.getByLabelText('风险描述'), ' 有缝隙 ');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, png('a.png'));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(addRiskPoint).toHaveBeenCalledWith(
        {
          pestId: 5,
          riskTypeId: 1,
          riskGradeId: 2,
          location: '后厨下水道口',
          description: '有缝隙',
          images: ['https://files/a.png'],
        },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(router.location.search).toBe('?tab=list'));
  });

  it('takes at most 6 photos', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderSection(<RiskPointPage />, { url: '/riskPoint' });
    const files = Array.from({ length: 7 }, (_, i) => png(`p${i}.png`));
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, files);
    expect(await screen.findByText('最多上传 6 张照片')).toBeInTheDocument();
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(6));
    expect(uploadFile).not.toHaveBeenCalledWith(files[6], expect.anything(), expect.anything());
  });
});

describe('the risk point list', () => {
  it('asks for the status the URL holds', async () => {
    renderSection(<RiskPointPage />, { url: '/riskPoint?tab=list&status=rectifying&page=2' });
    await waitFor(() =>
      expect(getRiskPointPage).toHaveBeenCalledWith(
        { pageNum: 2, pageSize: 10, status: 'rectifying' },
        expect.anything(),
      ),
    );
  });

  it('puts a chosen status in the URL, back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderSection(<RiskPointPage />, { url: '/riskPoint?tab=list&page=2' });
    await waitFor(() => expect(getRiskPointPage).toHaveBeenCalled());
    await user.click(screen.getByText('已关闭', { selector: '.ant-radio-button-wrapper span' }));
    expect(new URLSearchParams(router.location.search).get('status')).toBe('closed');
    expect(new URLSearchParams(router.location.search).get('page')).toBeNull();
    await waitFor(() =>
      expect(getRiskPointPage).toHaveBeenLastCalledWith(
        { pageNum: 1, pageSize: 10, status: 'closed' },
        expect.anything(),
      ),
    );
  });
});
