import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, renderSection } from '@pest-portal/shared/testing';
import { page } from '../../test/fixtures';
import { serviceListAnswers } from '../../test/service-list-answers';
import { PlanDetailPage } from './plan-detail-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

// antd tables, a filter bar and the service list in jsdom: slow on a busy machine.
jest.setTimeout(120_000);

const counts = { planned: 10, served: 8, finished: 5, completionRate: 0.5 };
const year = String(new Date().getFullYear());
const thisYear = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };

let organization: ReturnType<typeof answer<typeof S.organization>>;
let list: ReturnType<typeof serviceListAnswers>;
beforeEach(() => {
  organization = answer(S.organization, () => [
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
  list = serviceListAnswers();
  api.use(organization, ...Object.values(list));
});

describe('the plan detail', () => {
  it('shows a row per company of the tree, counted over this year', async () => {
    renderSection(<PlanDetailPage />, { url: '/planDetail' });
    const table = await screen.findByRole('table', { name: '各公司计划完成情况' });
    expect(await within(table).findByLabelText('查看华东餐饮集团的工单')).toBeInTheDocument();
    expect(within(table).getByLabelText('查看华东餐饮集团浦东店的工单')).toBeInTheDocument();
    expect(within(table).getByText('4')).toBeInTheDocument();
    expect(organization.inputs).toEqual([thisYear]);
    expect(list.typeCounts.inputs).toEqual([{ pageNum: 1, pageSize: 10, ...thisYear }]);
  });

  it('opens the orders of a clicked member, filtered, in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<PlanDetailPage />, { url: '/planDetail' });
    await user.click(await screen.findByLabelText('查看华东餐饮集团浦东店的工单'));
    const params = new URLSearchParams(router.location.search);
    expect(params.get('view')).toBe('orders');
    expect(params.get('member')).toBe('3');
    expect(await screen.findByText('FW-P1')).toBeInTheDocument();
    // Exactly what the row counted: this year, planned (not cancelled), the company with its sub-companies.
    const asked = list.list.inputs.at(-1) ?? [];
    expect(asked).toMatchObject({
      memberId: 3,
      ...thisYear,
      statusList: ['pending', 'inService', 'waitSign', 'finished'],
    });
    expect(asked).not.toHaveProperty('memberOnly');
    await user.click(screen.getByRole('button', { name: /返回计划/ }));
    expect(router.location.search).toBe('');
  });

  it('opens the orders of a member and service type: that member alone, this year, planned', async () => {
    api.use(
      answer(S.taskTypeCountPage, () =>
        page([
          {
            memberId: 3,
            memberName: '上海徐汇店',
            taskTypeId: 2,
            taskTypeName: '常规虫害防治',
            ...counts,
          },
        ]),
      ),
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
    await screen.findByText('FW-P1');
    expect(list.list.inputs.at(-1)).toMatchObject({
      memberId: 3,
      memberOnly: true,
      taskTypeId: 2,
      ...thisYear,
      statusList: ['pending', 'inService', 'waitSign', 'finished'],
    });
  });

  it('fetches the filters’ select lists once: back to the plan and into the orders again asks only for the orders', async () => {
    const user = userEvent.setup();
    renderSection(<PlanDetailPage />, { url: '/planDetail' });
    await user.click(await screen.findByLabelText('查看华东餐饮集团的工单'));
    await screen.findByText('FW-P1');
    await user.click(screen.getByRole('button', { name: /返回计划/ }));
    await user.click(await screen.findByLabelText('查看华东餐饮集团浦东店的工单'));
    await screen.findByText('FW-P1');
    expect(list.list.inputs).toHaveLength(2);
    expect(list.statuses.inputs).toHaveLength(1);
  });
});
