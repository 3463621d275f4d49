import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MessagePage, type MessageRow } from '@pest-portal/shared/contract/service';
import { renderSection } from '@pest-portal/shared/testing';
import { WorkListPage } from './work-list-page';
import { getMessagePage } from '../../api/get-message-page';

jest.mock('../../api/get-message-page', () =>
  jest
    .requireActual('../../test/mock-calls')
    .mockCalls(jest.requireActual('../../api/get-message-page')),
);
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
}));
const messagePage = jest.mocked(getMessagePage);

function message(overrides: Partial<MessageRow> = {}): MessageRow {
  return {
    id: 7,
    msgType: 'waitSign',
    title: '服务报告待签字',
    content: '请尽快签字',
    memberId: 2,
    memberName: '上海静安食品有限公司',
    taskId: 11,
    orderNo: 'FW202603010011',
    createTime: '2026-03-01 10:30:00',
    read: false,
    ...overrides,
  };
}

function messages(list: MessageRow[], unreadCount: number): MessagePage {
  return { list, total: list.length, pageNum: 1, pageSize: 10, unreadCount };
}

beforeEach(() => {
  messagePage.mockResolvedValue(messages([message()], 3));
});

describe('the notifications', () => {
  it('asks for the read filter the URL holds', async () => {
    renderSection(<WorkListPage />, { url: '/workList?read=read' });
    await screen.findByRole('listitem', { name: '服务报告待签字（未读）' });
    expect(messagePage).toHaveBeenCalledWith(
      { pageNum: 1, pageSize: 10, readStatus: 'read' },
      expect.anything(),
    );
  });

  it('ignores an unknown read filter', async () => {
    renderSection(<WorkListPage />, { url: '/workList?read=bogus' });
    await screen.findByRole('listitem', { name: '服务报告待签字（未读）' });
    expect(messagePage).toHaveBeenCalledWith(
      { pageNum: 1, pageSize: 10, readStatus: undefined },
      expect.anything(),
    );
  });

  it('puts a changed read filter in the URL, back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<WorkListPage />, { url: '/workList?page=2' });
    await screen.findByRole('listitem', { name: '服务报告待签字（未读）' });
    await user.click(screen.getByText('未读', { selector: '.ant-radio-button-wrapper span' }));
    expect(router.location.search).toBe('?read=unread');
    expect(messagePage).toHaveBeenLastCalledWith(
      { pageNum: 1, pageSize: 10, readStatus: 'unread' },
      expect.anything(),
    );
    await user.click(screen.getByText('全部', { selector: '.ant-radio-button-wrapper span' }));
    expect(router.location.search).toBe('');
  });

  it('shows the unread count only once the answer arrived', async () => {
    let answer: (page: MessagePage) => void = () => undefined;
    messagePage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderSection(<WorkListPage />, { url: '/workList' });
    expect(screen.queryByText(/^未读 \d+ 条$/)).not.toBeInTheDocument();
    answer(messages([message()], 3));
    expect(await screen.findByText('未读 3 条')).toBeInTheDocument();
  });

  it('links each notification to its detail by id', async () => {
    messagePage.mockResolvedValue(
      messages([message(), message({ id: 8, title: '服务已完成', read: true })], 1),
    );
    renderSection(<WorkListPage />, { url: '/workList' });
    expect(await screen.findByRole('link', { name: '服务报告待签字' })).toHaveAttribute(
      'href',
      '/workDetail?id=7',
    );
    expect(screen.getByRole('link', { name: '服务已完成' })).toHaveAttribute(
      'href',
      '/workDetail?id=8',
    );
    expect(screen.getByRole('listitem', { name: '服务已完成（已读）' })).toBeInTheDocument();
  });
});
