import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, task } from '../../test/fixtures';
import { desktop, phone, renderSection } from '@pest-portal/shared/testing';
import { WorkOrderPage } from './work-order-page';
import type { WorkOrderListName } from './work-order-sources';
import { getAllTaskPage } from '../../api/get-all-task-page';
import { getFinishTaskPage } from '../../api/get-finish-task-page';
import { getSkipPage } from '../../api/get-skip-page';
import { getWaitSignOrderPage } from '../../api/get-wait-sign-order-page';
import { getWaitTaskPage } from '../../api/get-wait-task-page';

jest.mock('../../api/get-all-task-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-all-task-page')),
);
jest.mock('../../api/get-finish-task-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-finish-task-page')),
);
jest.mock('../../api/get-skip-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-skip-page')),
);
jest.mock('../../api/get-wait-sign-order-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-wait-sign-order-page')),
);
jest.mock('../../api/get-wait-task-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-wait-task-page')),
);
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
}));

const endpoints = {
  serviceReportStatus: getWaitSignOrderPage,
  waitingServiceStatus: getWaitTaskPage,
  remainingWorkOrders: getSkipPage,
  annualTotalWorkOrder: getAllTaskPage,
  completedCurrentYear: getFinishTaskPage,
};

beforeEach(() => {
  for (const fn of Object.values(endpoints)) jest.mocked(fn).mockResolvedValue(page([task()]));
});
afterEach(desktop);

describe('the five work-order lists', () => {
  it.each(Object.entries(endpoints))(
    '/%s calls its own endpoint and no other',
    async (name, endpoint) => {
      renderSection(<WorkOrderPage name={name as WorkOrderListName} />, { url: `/${name}` });
      expect(await screen.findByRole('link', { name: 'FW202603010011' })).toHaveAttribute(
        'href',
        '/serviceReport/serviceDetail?id=11',
      );
      expect(endpoint).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 }, expect.anything());
      for (const other of Object.values(endpoints))
        if (other !== endpoint) expect(other).not.toHaveBeenCalled();
    },
  );

  it('keeps the page in the URL and asks for it', async () => {
    const user = userEvent.setup();
    jest
      .mocked(getWaitSignOrderPage)
      .mockImplementation(async ({ pageNum }) =>
        page([task({ id: pageNum, orderNo: `FW-PAGE-${pageNum}` })], { total: 35, pageNum }),
      );
    const { router } = renderSection(<WorkOrderPage name="serviceReportStatus" />, {
      url: '/serviceReportStatus?page=2',
    });
    expect(await screen.findByText('FW-PAGE-2')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('FW-PAGE-3')).toBeInTheDocument();
    expect(router.location.search).toBe('?page=3');
  });

  it('shows a table on a desktop and cards with the same data on a phone', async () => {
    renderSection(<WorkOrderPage name="completedCurrentYear" />, { url: '/completedCurrentYear' });
    const table = await screen.findByRole('table', { name: '本年度已完成' });
    expect(await within(table).findByText('王师傅')).toBeInTheDocument();
    expect(within(table).getByText('待签字')).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
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
