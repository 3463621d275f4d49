import { screen, within } from '@testing-library/react';
import type * as ApiModuleMock from '../../test/api-module-mock';
import type * as TaskTypeOptions from '../service-list/task-type-options';
import userEvent from '@testing-library/user-event';
import { page, task } from '../../test/fixtures';
import { renderSection } from '@pest-portal/shared/testing';
import { PlanDetailPage } from './plan-detail-page';
import { getMemberSelect } from '../../api/get-member-select';
import { getOrganization } from '../../api/get-organization';
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
jest.mock('../../api/get-organization');
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

// antd tables, a filter bar and the service list in jsdom: slow on a busy machine.
jest.setTimeout(60000);

const counts = { planned: 10, served: 8, finished: 5, completionRate: 0.5 };

beforeEach(() => {
  jest.mocked(getOrganization).mockResolvedValue([
    {
      memberId: 1,
      memberName: '华东餐饮集团',
      isHq: true,
      ...counts,
      children: [
        {
          memberId: 3,
          memberName: '华东餐饮集团浦东店',
          isHq: false,
          ...counts,
          planned: 4,
          children: [],
        },
      ],
    },
  ]);
  jest.mocked(getTaskTypeCountPage).mockResolvedValue(page([]));
  jest.mocked(getServicePage).mockResolvedValue(page([task({ orderNo: 'FW-PLAN-1' })]));
  jest.mocked(getTaskStatusSelect).mockResolvedValue([]);
  jest.mocked(getMemberSelect).mockResolvedValue([]);
});

describe('the plan detail', () => {
  it('shows a row per company of the tree', async () => {
    renderSection(<PlanDetailPage />, { url: '/planDetail' });
    const table = await screen.findByRole('table', { name: '各公司计划完成情况' });
    expect(await within(table).findByLabelText('查看华东餐饮集团的工单')).toBeInTheDocument();
    expect(within(table).getByLabelText('查看华东餐饮集团浦东店的工单')).toBeInTheDocument();
    expect(within(table).getByText('4')).toBeInTheDocument();
  });

  it('opens the orders of a clicked member, filtered, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<PlanDetailPage />, { url: '/planDetail' });
    await user.click(await screen.findByLabelText('查看华东餐饮集团浦东店的工单'));
    const params = new URLSearchParams(router.location.search);
    expect(params.get('view')).toBe('orders');
    expect(params.get('member')).toBe('3');
    expect(await screen.findByText('FW-PLAN-1')).toBeInTheDocument();
    // Exactly what the row counted: this year, planned (not cancelled), the company with its sub-companies.
    const year = String(new Date().getFullYear());
    expect(getOrganization).toHaveBeenLastCalledWith(
      { startDate: `${year}-01-01`, endDate: `${year}-12-31` },
      expect.anything(),
    );
    expect(getServicePage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        memberId: 3,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
        statusList: ['pending', 'inService', 'waitSign', 'finished'],
      }),
      expect.anything(),
    );
    expect(jest.mocked(getServicePage).mock.lastCall?.[0].memberOnly).toBeUndefined();
    await user.click(screen.getByRole('button', { name: /返回计划/ }));
    expect(router.location.search).toBe('');
  });

  it('opens the orders of a member and service type: that member alone, this year, planned', async () => {
    jest.mocked(getTaskTypeCountPage).mockResolvedValue(
      page([
        {
          memberId: 3,
          memberName: '上海徐汇店',
          taskTypeId: 2,
          taskTypeName: '常规虫害防治',
          ...counts,
        },
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderSection(<PlanDetailPage />, { url: '/planDetail' });
    await user.click(await screen.findByLabelText('查看上海徐汇店的常规虫害防治工单'));
    const params = new URLSearchParams(router.location.search);
    expect(Object.fromEntries(params)).toMatchObject({
      member: '3',
      type: '2',
      own: '1',
      planned: '1',
    });
    const year = String(new Date().getFullYear());
    await screen.findByText('FW-PLAN-1');
    expect(getServicePage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        memberId: 3,
        memberOnly: true,
        taskTypeId: 2,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
        statusList: ['pending', 'inService', 'waitSign', 'finished'],
      }),
      expect.anything(),
    );
  });
});
