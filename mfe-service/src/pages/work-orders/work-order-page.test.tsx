import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@pest-portal/shared';
import type { AnyEndpoint } from '@pest-portal/shared/contract';
import { SERVICE_ENDPOINTS as S, type TaskSummary } from '@pest-portal/shared/contract/service';
import {
  answer,
  apiDouble,
  desktop,
  failure,
  phone,
  renderSection,
  type Answer,
} from '@pest-portal/shared/testing';
import { page, task } from '../../test/fixtures';
import { gate } from '../../test/gate';
import { WorkOrderPage } from './work-order-page';
import type { WorkOrderListName } from './work-order-sources';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

const ENDPOINTS: Record<WorkOrderListName, AnyEndpoint> = {
  serviceReportStatus: S.waitSignOrderPage,
  waitingServiceStatus: S.waitTaskPage,
  remainingWorkOrders: S.taskSkipPage,
  annualTotalWorkOrder: S.allTaskPage,
  completedCurrentYear: S.finishTaskPage,
};
const NAMES = Object.keys(ENDPOINTS) as WorkOrderListName[];

let lists: Record<WorkOrderListName, Answer<AnyEndpoint>>;
beforeEach(() => {
  lists = Object.fromEntries(
    NAMES.map((name) => [name, answer(ENDPOINTS[name], () => page([task()]))]),
  ) as typeof lists;
  api.use(...Object.values(lists));
});
afterEach(desktop);

/** One page of 35 orders whose order number says which page it is. */
const numbered = ({ pageNum }: { pageNum: number }): Page<TaskSummary> =>
  page([task({ id: pageNum, orderNo: `FW-PAGE-${pageNum}` })], { total: 35, pageNum });

describe('the five work-order lists', () => {
  it.each(NAMES)('/%s calls its own endpoint and no other', async (name) => {
    renderSection(<WorkOrderPage name={name} />, { url: `/${name}` });
    expect(await screen.findByRole('link', { name: 'FW202603010011' })).toHaveAttribute(
      'href',
      '/serviceReport/serviceDetail?id=11',
    );
    expect(lists[name].inputs).toEqual([{ pageNum: 1, pageSize: 10 }]);
    for (const other of NAMES) if (other !== name) expect(lists[other].inputs).toEqual([]);
  });

  it('keeps the page in the URL and asks for it', async () => {
    const user = userEvent.setup();
    api.use(answer(S.waitSignOrderPage, numbered));
    const { router } = renderSection(<WorkOrderPage name="serviceReportStatus" />, {
      url: '/serviceReportStatus?page=2',
    });
    expect(await screen.findByText('FW-PAGE-2')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('FW-PAGE-3')).toBeInTheDocument();
    expect(router.location.search).toBe('?page=3');
  });

  it('keeps the page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    const second = gate();
    api.use(
      answer(S.waitSignOrderPage, async (input) => {
        if (input.pageNum === 2) await second.passed;
        return numbered(input);
      }),
    );
    renderSection(<WorkOrderPage name="serviceReportStatus" />, { url: '/serviceReportStatus' });
    await screen.findByText('FW-PAGE-1');
    await user.click(screen.getByTitle('2'));
    // Page 2 has not answered: page 1's rows stay, not an empty table.
    expect(screen.getByText('FW-PAGE-1')).toBeInTheDocument();
    second.open();
    expect(await screen.findByText('FW-PAGE-2')).toBeInTheDocument();
    expect(screen.queryByText('FW-PAGE-1')).not.toBeInTheDocument();
  });

  it('says why the list failed, in place, and 重试 asks again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.use(
      answer(S.finishTaskPage, () =>
        ++calls === 1 ? failure(500, '系统繁忙') : page([task({ orderNo: 'FW-AGAIN' })]),
      ),
    );
    renderSection(<WorkOrderPage name="completedCurrentYear" />, { url: '/completedCurrentYear' });
    expect(await screen.findByText('加载失败：系统繁忙')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('FW-AGAIN')).toBeInTheDocument();
    expect(screen.queryByText('加载失败：系统繁忙')).not.toBeInTheDocument();
  });

  it('shows a table on a desktop', async () => {
    renderSection(<WorkOrderPage name="completedCurrentYear" />, { url: '/completedCurrentYear' });
    const table = await screen.findByRole('table', { name: '本年度已完成' });
    expect(await within(table).findByText('王师傅')).toBeInTheDocument();
    expect(within(table).getByText('待签字')).toBeInTheDocument();
  });

  it('shows cards with the same data on a phone', async () => {
    phone();
    renderSection(<WorkOrderPage name="completedCurrentYear" />, { url: '/completedCurrentYear' });
    const card = await screen.findByRole('listitem', { name: 'FW202603010011' });
    expect(within(card).getByText('王师傅')).toBeInTheDocument();
    expect(within(card).getByText('待签字')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '查看工单 FW202603010011' })).toHaveAttribute(
      'href',
      '/serviceReport/serviceDetail?id=11',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
