import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, matchRoutes, RouterProvider } from '@pest-portal/shared/router';
import { useSessionStore } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import type { AnyEndpoint } from '@pest-portal/shared/contract';
import { SERVICE_ENDPOINTS as S, type MessageDetail } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, type Answer } from '@pest-portal/shared/testing';
import { message, messages, page, task } from './test/fixtures';
import { serviceListAnswers } from './test/service-list-answers';
import { visitAnswers } from './test/visit-answers';
import type * as FakePad from './test/fake-pad';
import { routes } from './routes';

// jsdom has no 2D canvas: the signature pad is replaced at its one seam, the surface.
jest.mock('./pages/evaluate-signature/signature/pad-surface', () => ({
  createPadSurface: () => jest.requireActual<typeof FakePad>('./test/fake-pad').fakePad(false),
}));

// issue 7 §2: a page's data starts with its code. Each route's loader starts the page's
// requests on its own (here before anything renders), into the portal's one cache, and the
// page then reads the same queries: every request is made once. Real calls through the
// real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

jest.setTimeout(120_000);

/** Whether the notification was opened (reading it marks it read). */
let read: boolean;

function answers() {
  const detail: MessageDetail = { ...message({ read: true }), task: task() };
  return {
    ...visitAnswers(),
    ...serviceListAnswers(),
    reportHtml: answer(S.taskReportHtml, ({ taskId }) => ({
      taskId,
      orderNo: 'FW202603010011',
      html: '<p>报告</p>',
    })),
    reportUrl: answer(S.taskReportUrl, () => ({
      url: '/report/file?ticket=t',
      fileName: 'r.pdf',
      expiresAt: '2099-01-01 00:00:00',
    })),
    messages: answer(S.messagePage, () => messages([message({ read })], read ? 0 : 1)),
    messageDetail: answer(S.taskMessageDetail, () => {
      read = true;
      return detail;
    }),
    waitSign: answer(S.waitSignOrderPage, () => page([task()])),
    finished: answer(S.finishTaskPage, () => page([task()])),
    riskPoints: answer(S.riskPointPage, () => page([])),
    pests: answer(S.pestSelect, () => [{ value: 5, label: '德国小蠊' }]),
    riskTypes: answer(S.riskTypeSelect, () => [{ value: 1, label: '设施缺陷' }]),
    riskGrades: answer(S.riskGradeSelect, () => [{ value: 2, label: '中风险', level: 2 }]),
    organization: answer(S.organization, () => []),
  };
}
type Answers = ReturnType<typeof answers>;
let asked: Answers;

beforeEach(() => {
  read = false;
  asked = answers();
  api.use(...(Object.values(asked) as Answer<AnyEndpoint>[]));
  queryClient.clear();
  act(() => useSessionStore.setState({ token: 'tok', mid: '2', isHq: false }));
});
afterAll(() => act(() => useSessionStore.getState().signOut()));

const year = new Date().getFullYear();
const visitParts = [
  'detail',
  'intro',
  'materials',
  'risks',
  'pestRisks',
  'images',
  'comment',
  'employeeSignature',
  'customerSignature',
] as const;

/** A page, its heading, and the calls its loader makes (with their inputs). */
const PAGES: [url: string, heading: string, calls: Partial<Record<keyof Answers, unknown>>][] = [
  [
    '/workList?read=unread',
    '消息通知',
    { messages: { pageNum: 1, pageSize: 10, readStatus: 'unread' } },
  ],
  ['/workDetail?id=7', '消息详情', { messageDetail: { id: 7 } }],
  ['/serviceReportStatus?page=2', '待签字工单', { waitSign: { pageNum: 2, pageSize: 10 } }],
  ['/completedCurrentYear', '本年度已完成', { finished: { pageNum: 1, pageSize: 10 } }],
  ['/riskPoint', '新增风险点', { pests: {}, riskTypes: {}, riskGrades: {} }],
  [
    '/riskPoint?tab=list&status=closed',
    '新增风险点',
    { riskPoints: { pageNum: 1, pageSize: 10, status: 'closed' } },
  ],
  [
    '/serviceReport?status=finished',
    '服务列表',
    {
      list: { pageNum: 1, pageSize: 10, status: 'finished' },
      statuses: {},
      typeCounts: { pageNum: 1, pageSize: 100 },
    },
  ],
  [
    '/serviceReport/serviceDetail?id=11',
    '服务详情',
    {
      ...Object.fromEntries(visitParts.map((part) => [part, { taskId: 11 }])),
      devices: { taskId: 11, pageNum: 1, pageSize: 10 },
    },
  ],
  [
    '/planDetail/reportPreview?id=11',
    '报告预览',
    { reportHtml: { taskId: 11 }, reportUrl: { taskId: 11 } },
  ],
  ['/downloadPdf?id=11', '报告预览', { reportHtml: { taskId: 11 }, reportUrl: { taskId: 11 } }],
  [
    '/serviceReport/evaluateSignature?id=11',
    '评价签字',
    { detail: { taskId: 11 }, comment: { taskId: 11 } },
  ],
  [
    '/planDetail',
    '计划完成详情',
    {
      organization: { startDate: `${year}-01-01`, endDate: `${year}-12-31` },
      typeCounts: {
        pageNum: 1,
        pageSize: 10,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      },
    },
  ],
];

/** Run the loaders of the routes `url` matches, as the router does on a navigation. */
async function runLoaders(url: string): Promise<void> {
  const request = new Request(new URL(url, 'http://localhost'));
  for (const match of matchRoutes(routes, url.split('?')[0]!) ?? []) {
    const { loader } = match.route;
    if (typeof loader !== 'function') continue;
    const args = { request, url: new URL(request.url), pattern: match.route.path ?? '' };
    await loader({ ...args, params: match.params, context: undefined });
  }
}

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the service routes’ loaders', () => {
  it.each(PAGES)(
    '%s: the loader alone starts the page’s requests',
    async (url, _heading, calls) => {
      await runLoaders(url);
      for (const [name, input] of Object.entries(calls))
        await waitFor(() =>
          expect([name, asked[name as keyof Answers].inputs]).toEqual([name, [input]]),
        );
    },
  );

  it.each(PAGES)(
    '%s: the page reads what its loader started, asking nothing twice',
    async (url, heading, calls) => {
      renderAt(url);
      expect(
        await screen.findByRole('heading', { name: heading }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const name of Object.keys(calls))
        expect([name, asked[name as keyof Answers].inputs.length]).toEqual([name, 1]);
      for (const [name, { inputs }] of Object.entries(asked))
        expect([name, inputs.length <= 1]).toEqual([name, true]);
    },
  );

  it('without a session they ask nothing (the shell’s guard sends the user to log in)', async () => {
    act(() => useSessionStore.getState().signOut());
    for (const [url] of PAGES) await runLoaders(url);
    for (const [name, { inputs }] of Object.entries(asked))
      expect([name, inputs]).toEqual([name, []]);
  });

  it('a notification read on its page shows read back in the list, the unread count with it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/workList');
    expect(await screen.findByText('未读 1 条', {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '服务报告待签字' }));
    expect(await screen.findByRole('heading', { name: '消息详情' })).toBeInTheDocument();
    await screen.findByText('请尽快签字');
    act(() => void router.navigate(-1));
    expect(
      await screen.findByRole('listitem', { name: '服务报告待签字（已读）' }),
    ).toBeInTheDocument();
    expect(asked.messages.inputs).toHaveLength(2);
  });
});
