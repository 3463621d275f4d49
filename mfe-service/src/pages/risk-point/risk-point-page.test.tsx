import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_ENDPOINTS as P, UPLOAD_LIMITS } from '@pest-portal/shared';
import { HEADERS } from '@pest-portal/shared/contract';
import { SERVICE_ENDPOINTS as S, type RiskPoint } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, failure, renderSection } from '@pest-portal/shared/testing';
import { page } from '../../test/fixtures';
import { RiskPointPage } from './risk-point-page';

// The page's real calls (and the photo uploads) through the real http client and codec;
// MSW answers at the network's edge.
const api = apiDouble();

/** The company's risk points as the API holds them: what the test added is listed. */
let stored: RiskPoint[];
let lists: ReturnType<typeof answer<typeof S.riskPointPage>>;
let adds: ReturnType<typeof answer<typeof S.riskPointAdd>>;
let uploads: ReturnType<typeof answer<typeof P.fileUpload>>;
/** The requestId header of each add, in order. */
let addIds: (string | null)[];
/** How many of the next adds the server fails (their answers lost). */
let failing: number;

function riskPoint(id: number, location: string): RiskPoint {
  return {
    id,
    taskId: null,
    orderNo: null,
    memberId: 2,
    memberName: '上海静安食品有限公司',
    source: 'customer',
    pestId: 5,
    pestName: '德国小蠊',
    riskTypeId: 1,
    riskTypeName: '设施缺陷',
    riskGradeId: 2,
    riskGradeName: '中风险',
    riskGradeLevel: 2,
    location,
    description: '有缝隙',
    suggestion: null,
    images: [],
    status: 'pending',
    statusName: '待整改',
    handleNote: null,
    handledAt: null,
    createTime: '2026-03-01 10:30:00',
  };
}

beforeEach(() => {
  stored = [];
  addIds = [];
  failing = 0;
  lists = answer(S.riskPointPage, () => page([...stored]));
  adds = answer(S.riskPointAdd, (input, request) => {
    addIds.push(request.headers.get(HEADERS.requestId));
    if (failing-- > 0) return failure(500, '系统繁忙');
    stored.push(riskPoint(99, input.location));
    return { id: 99 };
  });
  uploads = answer(P.fileUpload, (form) => {
    const file = (form as unknown as FormData).get(UPLOAD_LIMITS.field) as File;
    return {
      fileUrl: `https://files/${file.name}`,
      fileName: file.name,
      size: 10,
      contentType: 'image/png',
    };
  });
  api.use(
    lists,
    adds,
    uploads,
    answer(S.pestSelect, () => [{ value: 5, label: '德国小蠊' }]),
    answer(S.riskTypeSelect, () => [{ value: 1, label: '设施缺陷' }]),
    answer(S.riskGradeSelect, () => [{ value: 2, label: '中风险', level: 2 }]),
  );
});

function png(name: string): File {
  return new File(['x'], name, { type: 'image/png' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByTitle(option));
}

// Filling a whole antd form with user-event takes a few seconds in jsdom on this 2-core
// machine and much more under a parallel load; a generous limit keeps the test about
// behaviour, not speed.
jest.setTimeout(180_000);

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
    expect(adds.inputs).toEqual([]);
  });

  it('sends the trimmed values and the uploaded photos once, even resent after a failure, then lists it', async () => {
    const user = userEvent.setup({ delay: null });
    // The list was open before: it is on screen (an inactive tab) and holds no risk point.
    const { router, container } = renderSection(<RiskPointPage />, { url: '/riskPoint?tab=list' });
    expect(await screen.findByText('暂无风险点')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '新增风险点' }));

    await choose(user, '害虫', '德国小蠊');
    await choose(user, '风险类型', '设施缺陷');
    await choose(user, '风险等级', '中风险');
    await user.type(screen.getByLabelText('风险位置'), '  后厨下水道口 ');
    await user.type(screen.getByLabelText('风险描述'), ' 有缝隙 ');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, png('a.png'));
    await waitFor(() => expect(uploads.inputs).toHaveLength(1));

    // The first send fails; the resend carries the same request id, so it is stored once.
    failing = 1;
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交失败：系统繁忙')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));

    await waitFor(() => expect(router.location.search).toBe('?tab=list'));
    const sent = {
      pestId: 5,
      riskTypeId: 1,
      riskGradeId: 2,
      location: '后厨下水道口',
      description: '有缝隙',
      images: ['https://files/a.png'],
    };
    expect(adds.inputs).toEqual([sent, sent]);
    expect(addIds[0]).toBeTruthy();
    expect(addIds[1]).toBe(addIds[0]);
    // The list already on screen shows the new point: adding one refreshed it.
    expect(await screen.findByText('后厨下水道口')).toBeInTheDocument();
    expect(lists.inputs).toHaveLength(2);
  });

  it('takes at most 6 photos', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderSection(<RiskPointPage />, { url: '/riskPoint' });
    const files = Array.from({ length: 7 }, (_, i) => png(`p${i}.png`));
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, files);
    expect(await screen.findByText('最多上传 6 张照片')).toBeInTheDocument();
    await waitFor(() => expect(uploads.inputs).toHaveLength(6));
    const names = uploads.inputs.map(
      (form) => ((form as unknown as FormData).get(UPLOAD_LIMITS.field) as File).name,
    );
    expect(names).not.toContain('p6.png');
  });
});

describe('the risk point list', () => {
  it('asks for the status the URL holds', async () => {
    renderSection(<RiskPointPage />, { url: '/riskPoint?tab=list&status=rectifying&page=2' });
    await waitFor(() =>
      expect(lists.inputs).toEqual([{ pageNum: 2, pageSize: 10, status: 'rectifying' }]),
    );
  });

  it('puts a chosen status in the URL, back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderSection(<RiskPointPage />, { url: '/riskPoint?tab=list&page=2' });
    await waitFor(() => expect(lists.inputs).toHaveLength(1));
    await user.click(screen.getByText('已关闭', { selector: '.ant-radio-button-wrapper span' }));
    expect(new URLSearchParams(router.location.search).get('status')).toBe('closed');
    expect(new URLSearchParams(router.location.search).get('page')).toBeNull();
    await waitFor(() =>
      expect(lists.inputs.at(-1)).toEqual({ pageNum: 1, pageSize: 10, status: 'closed' }),
    );
  });
});
