import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, record } from '../../test/fixtures';
import { renderSection } from '../../test/render-section';
import { FeedbackPage } from './feedback-page';
import { getFeedbackPage } from '../../api/get-feedback-page';
import { submitFeedback } from '../../api/submit-feedback';

jest.mock('../../api/get-feedback-page');
jest.mock('../../api/submit-feedback');
jest.mock('@pest-portal/shared', () => ({
  ...jest.requireActual('@pest-portal/shared'),
}));
const getPage = jest.mocked(getFeedbackPage);
const submit = jest.mocked(submitFeedback);

const desktopWidth = window.innerWidth;
function phone() {
  window.innerWidth = 375;
}
afterEach(() => {
  window.innerWidth = desktopWidth;
});

// antd in jsdom is slow: typing into it and opening its popups take seconds.
jest.setTimeout(30000);

describe('FeedbackPage on a desktop', () => {
  it('opens on the form, under the title 意见反馈', async () => {
    renderSection(<FeedbackPage />);
    expect(screen.getByRole('heading', { name: '意见反馈' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '提交反馈', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('反馈内容')).toBeInTheDocument();
    await act(async () => undefined); // let the draft read settle inside act
  });

  it('shows the records as a table with status, reply and photos', async () => {
    getPage.mockResolvedValue(
      page([
        record(),
        record({ id: 2, status: 'pending', reply: null, replyTime: null, images: [] }),
      ]),
    );
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // the header and two records
    expect(within(rows[1]!).getByText('已回复')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('已与技术员核实，今后将提前电话确认上门时间'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2026-03-02 10:20')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: '图片 1' })).toHaveAttribute(
      'src',
      '/files/a.png',
    );
    expect(within(rows[2]!).getByText('待处理')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('暂无回复')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('无图片')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('无图片')).not.toBeInTheDocument();
  });

  it('gives every column of the records a fixed width that holds its header on one line', async () => {
    getPage.mockResolvedValue(page([record({ memberName: '上海静安食品有限公司第一分店' })]));
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent ?? '');
    // antd writes the column widths of a fixed layout into the table's <colgroup>.
    const widths = [...table.querySelectorAll('col')].map((col) => parseInt(col.style.width, 10));
    expect(widths).toHaveLength(headers.length);
    headers.forEach((header, i) => {
      expect(widths[i]).toBeGreaterThanOrEqual([...header].length * 14 + 48);
    });
    expect(table).toHaveStyle({ tableLayout: 'fixed' });
    // A long company name keeps to one line: the ellipsis, with the whole name on hover.
    const company = within(table).getByTitle('上海静安食品有限公司第一分店');
    expect(company).toHaveClass('ant-table-cell-ellipsis');
  });

  it('keeps the page of records in the URL, so back and reload return to it', async () => {
    const user = userEvent.setup();
    getPage.mockImplementation(async ({ pageNum }) =>
      page([record({ id: pageNum, content: `第 ${pageNum} 页的反馈内容` })], {
        total: 35,
        pageNum,
      }),
    );
    const { router } = renderSection(<FeedbackPage />, { url: '/feedback?tab=records&page=2' });
    expect(await screen.findByText('第 2 页的反馈内容')).toBeInTheDocument();
    expect(getPage).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 10 }, expect.anything());

    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('第 3 页的反馈内容')).toBeInTheDocument();
    expect(new URLSearchParams(router.location.search).get('page')).toBe('3');

    act(() => void router.navigate(-1));
    expect(await screen.findByText('第 2 页的反馈内容')).toBeInTheDocument();
  });

  it('shows the records, first page, once a feedback was sent', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ id: 9 });
    getPage.mockResolvedValue(
      page([record({ id: 9, content: '刚刚提交的反馈内容', status: 'pending', reply: null })]),
    );
    const { router } = renderSection(<FeedbackPage />, { url: '/feedback?page=4' });
    await user.click(screen.getByRole('combobox', { name: '反馈类型' }));
    await user.click(await screen.findByTitle('建议'));
    await user.click(screen.getByLabelText('反馈内容'));
    await user.paste('刚刚提交的反馈内容'); // typing CJK key by key only slows antd in jsdom
    await user.click(screen.getByLabelText('联系方式'));
    await user.paste('13900000000'); // typing CJK key by key only slows antd in jsdom
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('刚刚提交的反馈内容')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '反馈记录', selected: true })).toBeInTheDocument();
    expect(router.location.search).toBe('?tab=records');
    expect(getPage).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10 }, expect.anything());
  });

  it('offers a retry when the records fail to load', async () => {
    const user = userEvent.setup();
    getPage
      .mockRejectedValueOnce(new Error('网络错误，请检查网络连接'))
      .mockResolvedValue(page([record()]));
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    expect(
      await screen.findByText('反馈记录加载失败：网络错误，请检查网络连接'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('FeedbackPage on a phone', () => {
  it('is titled 反馈记录 and shows the records as cards', async () => {
    phone();
    getPage.mockResolvedValue(page([record()]));
    const user = userEvent.setup();
    renderSection(<FeedbackPage />);
    expect(screen.getByRole('heading', { name: '反馈记录' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '反馈记录' }));
    const card = await screen.findByRole('article');
    expect(within(card).getByText('投诉')).toBeInTheDocument();
    expect(within(card).getByText('已回复')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens on the form, like the desktop', async () => {
    phone();
    renderSection(<FeedbackPage />);
    expect(screen.getByRole('tab', { name: '提交反馈', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('反馈内容')).toBeVisible());
    expect(getPage).not.toHaveBeenCalled(); // the records load when their tab opens
  });

  it('shows an empty list plainly', async () => {
    phone();
    getPage.mockResolvedValue(page([]));
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    expect(await screen.findByText('暂无反馈记录')).toBeInTheDocument();
  });
});
