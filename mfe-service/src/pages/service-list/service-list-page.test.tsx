import { act, screen, within } from '@testing-library/react';
import type * as ApiModuleMock from '../../test/api-module-mock';
import type * as TaskTypeOptions from '../service-list/task-type-options';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pest-portal/shared';
import { page, task } from '../../test/fixtures';
import { desktop, phone, renderSection } from '@pest-portal/shared/testing';
import { ServiceListPage } from './service-list-page';
import { getMemberSelect } from '../../api/get-member-select';
import { getServicePage } from '../../api/get-service-page';
import { getTaskStatusSelect } from '../../api/get-task-status-select';
import { getTaskTypeCountPage } from '../../api/get-task-type-count-page';

jest.mock('../../api/get-member-select', () =>
  jest
    .requireActual<typeof ApiModuleMock>('../../test/api-module-mock')
    .apiModuleMock(
      jest.requireActual('../../api/get-member-select'),
      'getMemberSelect',
      'memberSelectQuery',
    ),
);
jest.mock('../../api/get-service-page', () =>
  jest
    .requireActual<typeof ApiModuleMock>('../../test/api-module-mock')
    .apiModuleMock(
      jest.requireActual('../../api/get-service-page'),
      'getServicePage',
      'servicePageQuery',
    ),
);
jest.mock('../../api/get-task-status-select', () =>
  jest
    .requireActual<typeof ApiModuleMock>('../../test/api-module-mock')
    .apiModuleMock(
      jest.requireActual('../../api/get-task-status-select'),
      'getTaskStatusSelect',
      'taskStatusSelectQuery',
    ),
);
jest.mock('../../api/get-task-type-count-page', () =>
  jest.requireActual<typeof ApiModuleMock>('../../test/api-module-mock').apiModuleMock(
    jest.requireActual('../../api/get-task-type-count-page'),
    'getTaskTypeCountPage',
    'taskTypeOptionsQuery',
    // The filter's list is the plan's types, from the first page of counts (MAX_PAGE_SIZE).
    async (mock, _args, signal) =>
      jest
        .requireActual<typeof TaskTypeOptions>('../service-list/task-type-options')
        .taskTypeOptions((await mock({ pageNum: 1, pageSize: 100 }, { signal, quiet: true })).list),
  ),
);
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
}));
const servicePage = jest.mocked(getServicePage);

beforeEach(() => {
  jest.mocked(getTaskStatusSelect).mockResolvedValue([
    { value: 'waitSign', label: '待签字' },
    { value: 'finished', label: '已完成' },
  ]);
  jest.mocked(getTaskTypeCountPage).mockResolvedValue(page([]));
  jest
    .mocked(getMemberSelect)
    .mockResolvedValue([{ value: 3, label: '华东餐饮集团浦东店', parentId: 1 }]);
  servicePage.mockImplementation(async ({ pageNum }) =>
    page([task({ id: pageNum, orderNo: `FW-P${pageNum}` })], { total: 42, pageNum }),
  );
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
    expect(servicePage).toHaveBeenLastCalledWith(
      {
        pageNum: 2,
        pageSize: 10,
        status: 'finished',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        sortField: 'planDate',
        sortOrder: 'asc',
      },
      expect.anything(),
    );
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
    expect(servicePage).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageNum: 1, sortField: 'planDate' }),
      expect.anything(),
    );
  });

  it('offers the member filter to a headquarters account only', async () => {
    renderSection(<ServiceListPage />, { url: '/serviceReport' });
    await screen.findByText('FW-P1');
    expect(screen.queryByRole('combobox', { name: '服务公司' })).not.toBeInTheDocument();
  });

  it('filters by member company for a headquarters account', async () => {
    act(() => useSessionStore.setState({ isHq: true }));
    const user = userEvent.setup();
    const { router } = renderSection(<ServiceListPage />, { url: '/serviceReport' });
    await screen.findByText('FW-P1');
    await user.click(screen.getByRole('combobox', { name: '服务公司' }));
    await user.click(await screen.findByTitle('华东餐饮集团浦东店'));
    expect(router.location.search).toBe('?member=3');
  });

  it('shows cards on a phone, with the same data', async () => {
    phone();
    renderSection(<ServiceListPage />, { url: '/serviceReport' });
    const card = await screen.findByRole('listitem', { name: 'FW-P1' });
    expect(within(card).getByText('上海静安食品有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
