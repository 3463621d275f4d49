import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from '@pest-portal/shared/router';
import { queryClient } from '@pest-portal/shared/query';
import { COMMON_ENDPOINTS } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import { answer, apiDouble, failure, renderSection } from '@pest-portal/shared/testing';
import { homeLoader } from './home-loader';
import { HomePage } from './home-page';

// ECharts' stand-in (jest cannot load its ES modules, jsdom has no canvas): one fake chart
// per drawn box, found by the box's name, keeping the options it was given.
interface MockChart {
  setOption: jest.Mock;
  resize: jest.Mock;
  dispose: jest.Mock;
  on: jest.Mock;
  off: jest.Mock;
}
const mockCharts = new Map<string, MockChart>();
jest.mock('../../charts/echarts', () => ({
  echarts: {
    init: (element: HTMLElement) => {
      const chart: MockChart = {
        setOption: jest.fn(),
        resize: jest.fn(),
        dispose: jest.fn(),
        on: jest.fn(),
        off: jest.fn(),
      };
      mockCharts.set(element.getAttribute('aria-label') ?? '', chart);
      return chart;
    },
  },
}));

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();
jest.setTimeout(120_000);

const answers = () => ({
  summary: answer(D.orderSummary, () => ({
    waitSign: 3,
    waitService: 5,
    remaining: 12,
    annualTotal: 48,
    completed: 1234,
  })),
  areas: answer(D.selectAreaDevice, () => [
    { areaId: 7, areaName: '后厨', memberId: 2, memberName: '上海静安店', deviceCount: 4 },
  ]),
  notices: answer(COMMON_ENDPOINTS.messagePage, () => ({
    list: [
      {
        id: 41,
        msgType: 'alert' as const,
        title: '后厨 德国小蠊 本月已达 25 只',
        content: '',
        memberId: 2,
        memberName: '上海静安店',
        taskId: null,
        orderNo: null,
        createTime: '2026-03-02 10:00:00',
        read: false,
      },
    ],
    total: 1,
    pageNum: 1,
    pageSize: 5,
    unreadCount: 1,
  })),
  risk: answer(D.riskTrend, () => [{ month: '2026-02', found: 2, closed: 1 }]),
  monthPest: answer(D.monthPestCount, () => [
    { month: '2026-01', pestId: 3, pestName: '褐家鼠', count: 4 },
    { month: '2026-02', pestId: 1, pestName: '德国小蠊', count: 9 },
    { month: '2026-02', pestId: 3, pestName: '褐家鼠', count: 2 },
  ]),
  pests: answer(D.pestCount, () => [
    { pestId: 1, pestName: '德国小蠊', count: 9 },
    { pestId: 3, pestName: '褐家鼠', count: 6 },
  ]),
  areaPests: answer(D.areaPestCount, () => [{ areaId: 7, areaName: '后厨', count: 15 }]),
  devices: answer(D.areaDeviceCount, () => [
    { areaId: 7, areaName: '后厨', deviceCount: 4, activeCount: 3 },
  ]),
  recorded: answer(D.getInputPest, () => [
    { pestId: 1, pestName: '德国小蠊' },
    { pestId: 2, pestName: '美洲大蠊' },
    { pestId: 3, pestName: '褐家鼠' },
  ]),
});

let calls: ReturnType<typeof answers>;
beforeEach(() => {
  mockCharts.clear();
  calls = answers();
  api.use(...Object.values(calls));
});

const HOME_URL = '/home?start=2026-01-01&end=2026-03-31';
/** What the router hands the home page's loader for `url`. */
const loaderArgs = (url: string) =>
  ({
    request: new Request(`http://localhost${url}`),
    params: {},
    context: undefined,
  }) as LoaderFunctionArgs;

interface DrawnOption {
  series: Array<{ name: string; data: Array<number | { name: string }> }>;
}
/** The last options a chart was given. */
const optionOf = (title: string): DrawnOption | undefined =>
  mockCharts.get(title)?.setOption.mock.calls.at(-1)?.[0] as DrawnOption | undefined;
const seriesOf = (title: string) => optionOf(title)?.series.map((s) => s.name) ?? [];

describe('the home page of a single company', () => {
  it('shows the five figures, the latest notices and every chart with its data', async () => {
    renderSection(<HomePage />, { url: HOME_URL });
    expect(await screen.findByText('1,234', {}, { timeout: 20_000 })).toBeInTheDocument();
    // The notices and charts come after the figures (the next test says why).
    expect(
      await screen.findByRole(
        'link',
        { name: /后厨 德国小蠊 本月已达 25 只/ },
        { timeout: 20_000 },
      ),
    ).toHaveAttribute('href', '/workDetail?id=41');
    for (const title of [
      '每月虫害数量',
      '风险趋势',
      '虫害种类分布',
      '各区域虫害数量',
      '各区域设备',
    ])
      expect(
        await within(screen.getByRole('region', { name: title })).findByRole(
          'img',
          { name: title },
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
    // Every chart asked for the address's period.
    expect(calls.monthPest.inputs[0]).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(calls.recorded.inputs[0]).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    await waitFor(() => expect(seriesOf('每月虫害数量')).toEqual(['德国小蠊', '褐家鼠']));
  });

  it('narrows the monthly chart to a pest recorded in the period, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<HomePage />, { url: HOME_URL });
    const picker = await screen.findByRole('combobox', { name: '害虫' });
    await waitFor(() => expect(seriesOf('每月虫害数量')).toEqual(['德国小蠊', '褐家鼠']));
    await user.click(picker);
    // The recorded pests in their usual order, a pest that caught nothing included.
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部害虫', '德国小蠊', '美洲大蠊', '褐家鼠']);
    await user.click(await screen.findByTitle('褐家鼠'));
    await waitFor(() => expect(seriesOf('每月虫害数量')).toEqual(['褐家鼠']));
    expect(new URLSearchParams(router.location.search).get('pest')).toBe('3');
    // The ring of pests keeps every pest: the choice is the monthly chart's.
    const ring = optionOf('虫害种类分布')?.series[0]?.data as Array<{ name: string }>;
    expect(ring.map((slice) => slice.name)).toEqual(['德国小蠊', '褐家鼠']);
  });

  it('starts every request, the recorded pests among them, in the route loader', async () => {
    homeLoader(loaderArgs(`${HOME_URL}&area=7`));
    const filter = { startDate: '2026-01-01', endDate: '2026-03-31', areaId: 7 };
    await waitFor(() => expect(calls.recorded.inputs).toEqual([filter]));
    for (const call of [calls.risk, calls.monthPest, calls.pests, calls.areaPests, calls.devices])
      expect(call.inputs).toEqual([filter]);
    expect(calls.summary.inputs).toHaveLength(1);
    expect(calls.notices.inputs).toHaveLength(1);
    queryClient.clear();
  });

  it('asks for the figures again on a later visit: a visit signed meanwhile counts', async () => {
    // The portal's own query cache (30 s fresh by default), kept between the two visits.
    const wrap = (page: ReactNode) => (
      <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
    );
    const first = renderSection(<HomePage />, { url: HOME_URL, wrap });
    expect(await screen.findByText('1,234', {}, { timeout: 20_000 })).toBeInTheDocument();
    first.unmount();
    // Signed in the service section: one fewer awaiting signature, one more completed.
    const now = answer(D.orderSummary, () => ({
      waitSign: 2,
      waitService: 5,
      remaining: 12,
      annualTotal: 48,
      completed: 1235,
    }));
    api.use(now);
    // The second visit, as the router makes it: the loader first, then the page.
    homeLoader(loaderArgs(HOME_URL));
    renderSection(<HomePage />, { url: HOME_URL, wrap });
    expect(await screen.findByText('1,235', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(now.inputs).toHaveLength(1);
    queryClient.clear();
  });

  it("reads the loader's answers when the page mounts long after it: one request each", async () => {
    // A phone on a mobile network draws the page seconds after its loader has asked.
    const wrap = (page: ReactNode) => (
      <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
    );
    homeLoader(loaderArgs(HOME_URL));
    await waitFor(() => expect(calls.summary.inputs).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    renderSection(<HomePage />, { url: HOME_URL, wrap });
    expect(await screen.findByText('1,234', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText('后厨 德国小蠊 本月已达 25 只')).toBeInTheDocument();
    for (const call of [calls.summary, calls.notices, calls.risk])
      expect(call.inputs).toHaveLength(1);
    queryClient.clear();
  });

  it('draws its figures first, and the filters, charts and notices once they are on screen', async () => {
    // On a phone the rest's first render shared the main thread with the figures' answer.
    let answerFigures = () => undefined as void;
    api.use(
      answer(
        D.orderSummary,
        () =>
          new Promise((resolve) => {
            answerFigures = () =>
              resolve({
                waitSign: 3,
                waitService: 5,
                remaining: 12,
                annualTotal: 48,
                completed: 4321,
              });
          }),
      ),
    );
    const wrap = (page: ReactNode) => (
      <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
    );
    homeLoader(loaderArgs(HOME_URL));
    renderSection(<HomePage />, { url: HOME_URL, wrap });
    // Every other answer is in (the loader asked for them all), the figures' is not.
    await waitFor(() => expect(queryClient.isFetching()).toBe(1), { timeout: 20_000 });
    expect(screen.getByRole('region', { name: '工单概况' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '日期范围' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '风险趋势' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '最新通知' })).not.toBeInTheDocument();
    answerFigures();
    expect(await screen.findByText('4,321', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '日期范围' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '风险趋势' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /后厨 德国小蠊 本月已达 25 只/ })).toBeInTheDocument();
    // The rest's requests were the loader's: none asked again.
    for (const call of [calls.notices, calls.risk, calls.monthPest, calls.recorded])
      expect(call.inputs).toHaveLength(1);
    queryClient.clear();
  });

  it('draws the rest when the figures fail', async () => {
    api.use(answer(D.orderSummary, () => failure(500, '服务器繁忙')));
    renderSection(<HomePage />, { url: HOME_URL });
    expect(
      await screen.findByRole('region', { name: '风险趋势' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '日期范围' })).toBeInTheDocument();
  });

  it('draws the pest charts once, in their final colours, when the recorded pests come late', async () => {
    // The recorded pests fix each pest's colour: drawn before them, the monthly bars took
    // the rows' order (褐家鼠 first) and swapped colours when they came.
    api.use(
      answer(
        D.getInputPest,
        () =>
          new Promise((resolve) =>
            setTimeout(
              () =>
                resolve([
                  { pestId: 1, pestName: '德国小蠊' },
                  { pestId: 3, pestName: '褐家鼠' },
                ]),
              1_000,
            ),
          ),
      ),
    );
    renderSection(<HomePage />, { url: HOME_URL });
    await waitFor(() => expect(seriesOf('每月虫害数量')).toEqual(['德国小蠊', '褐家鼠']), {
      timeout: 20_000,
    });
    const drawn = mockCharts.get('每月虫害数量')?.setOption.mock.calls ?? [];
    const colours = (call: unknown[]) =>
      (call[0] as { series: Array<{ name: string; itemStyle?: { color?: string } }> }).series.map(
        (series) => `${series.name} ${series.itemStyle?.color}`,
      );
    for (const call of drawn) expect(colours(call)).toEqual(colours(drawn.at(-1) ?? []));
  });
});
