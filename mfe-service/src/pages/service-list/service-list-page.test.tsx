import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import {
  answer,
  apiDouble,
  desktop,
  failure,
  phone,
  renderSection,
} from '@pest-portal/shared/testing';
import { page, task } from '../../test/fixtures';
import { gate } from '../../test/gate';
import { serviceListAnswers } from '../../test/service-list-answers';
import { ServiceListPage } from './service-list-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

let answers: ReturnType<typeof serviceListAnswers>;
beforeEach(() => {
  answers = serviceListAnswers();
  api.use(...Object.values(answers));
});
afterEach(() => {
  desktop();
  act(() => useSessionStore.setState({ isHq: false }));
});

describe('the service list', () => {
  it('asks for the view the URL describes', async () => {
    renderSection(<ServiceListPage />, {
      url: '/serviceReport?page=2&status=finished&start=2026-01-01&end=2026-01-31&sort=planDate&order=asc',
    });
    expect(await screen.findByText('FW-P2')).toBeInTheDocument();
    expect(answers.list.inputs).toEqual([
      {
        pageNum: 2,
        pageSize: 10,
        status: 'finished',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        sortField: 'planDate',
        sortOrder: 'asc',
      },
    ]);
    // The filters' lists: statuses and the plan's types (its first page of counts, 100 rows).
    expect(answers.statuses.inputs).toHaveLength(1);
    expect(answers.typeCounts.inputs).toEqual([{ pageNum: 1, pageSize: 100 }]);
  });

  it('names the status in force while the list of statuses still loads', async () => {
    const statuses = gate();
    api.use(
      answer(S.taskStatusSelect, async () => {
        await statuses.passed;
        return [{ value: 'finished' as const, label: '已完成' }];
      }),
    );
    renderSection(<ServiceListPage />, { url: '/serviceReport?status=finished' });
    await screen.findByText('FW-P1');
    const field = screen.getByRole('combobox', { name: '状态' }).closest('.ant-select');
    expect(field).toHaveTextContent('已完成');
    expect(field).not.toHaveTextContent('finished');
    statuses.open();
  });

  it('puts the page and a changed filter in the URL; a filter goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<ServiceListPage />, { url: '/serviceReport' });
    await screen.findByText('FW-P1');
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('FW-P3')).toBeInTheDocument();
    expect(router.location.search).toBe('?page=3');

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('待签字'));
    expect(await screen.findByText('FW-P1')).toBeInTheDocument();
    expect(router.location.search).toBe('?status=waitSign');

    act(() => void router.navigate(-1)); // back returns to the same view
    expect(await screen.findByText('FW-P3')).toBeInTheDocument();
  });

  it('sorts on the server by a column header', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<ServiceListPage />, { url: '/serviceReport?page=2' });
    await screen.findByText('FW-P2');
    // A table that scrolls sideways (scroll.x) also renders its titles in a measuring row.
    const [header] = screen.getAllByText('计划日期', { selector: '.ant-table-column-title' });
    await user.click(header as HTMLElement);
    await screen.findByText('FW-P1');
    expect(new URLSearchParams(router.location.search).get('sort')).toBe('planDate');
    expect(answers.list.inputs.at(-1)).toMatchObject({ pageNum: 1, sortField: 'planDate' });
  });

  it('offers the member filter to a headquarters account only', async () => {
    renderSection(<ServiceListPage />, { url: '/serviceReport' });
    await screen.findByText('FW-P1');
    expect(screen.queryByRole('combobox', { name: '服务公司' })).not.toBeInTheDocument();
    expect(answers.members.inputs).toEqual([]);
  });

  it('filters by member company for a headquarters account', async () => {
    act(() => useSessionStore.setState({ isHq: true }));
    const user = userEvent.setup();
    const { router } = renderSection(<ServiceListPage />, { url: '/serviceReport' });
    await screen.findByText('FW-P1');
    await user.click(screen.getByRole('combobox', { name: '服务公司' }));
    await user.click(await screen.findByTitle('华东餐饮集团浦东店'));
    // Applied once the tap has painted (filter-fields.tsx).
    await waitFor(() => expect(router.location.search).toBe('?member=3'));
    await waitFor(() => expect(answers.list.inputs.at(-1)).toMatchObject({ memberId: 3 }));
  });

  it('says why the list failed, in place, and 重试 asks again; the filters stay usable', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.use(
      answer(S.servicePage, () =>
        ++calls === 1 ? failure(500, '系统繁忙') : page([task({ orderNo: 'FW-AGAIN' })]),
      ),
    );
    renderSection(<ServiceListPage />, { url: '/serviceReport' });
    expect(await screen.findByText('加载失败：系统繁忙')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '状态' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('FW-AGAIN')).toBeInTheDocument();
  });

  it('shows cards on a phone, with the same data', async () => {
    phone();
    renderSection(<ServiceListPage />, { url: '/serviceReport' });
    const card = await screen.findByRole('listitem', { name: 'FW-P1' });
    expect(within(card).getByText('上海静安食品有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
