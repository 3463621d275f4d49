import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS } from '@pest-portal/shared';
import {
  FEEDBACK_ENDPOINTS as F,
  type FeedbackRecord,
} from '@pest-portal/shared/contract/feedback';
import { answer, apiDouble, desktop, failure, phone } from '@pest-portal/shared/testing';
import { page, record } from '../../test/fixtures';
import { renderSection } from '../../test/render-section';
import { FeedbackPage } from './feedback-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();
afterEach(desktop);

/** The records answered with `rows`, each request kept in `.inputs`. */
function recordsOf(rows: FeedbackRecord[]) {
  const records = answer(F.feedbackPage, () => page(rows));
  api.use(records);
  return records;
}

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
    recordsOf([
      record(),
      record({ id: 2, status: 'pending', reply: null, replyTime: null, images: [] }),
    ]);
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    await screen.findByText('待处理'); // the rows have arrived
    const table = screen.getByRole('table');
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
    recordsOf([record({ memberName: '上海静安食品有限公司第一分店' })]);
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    await screen.findByTitle('上海静安食品有限公司第一分店'); // the row has arrived
    const table = screen.getByRole('table');
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
    const records = answer(F.feedbackPage, ({ pageNum }) =>
      page([record({ id: pageNum, content: `第 ${pageNum} 页的反馈内容` })], {
        total: 35,
        pageNum,
      }),
    );
    api.use(records);
    const { router } = renderSection(<FeedbackPage />, { url: '/feedback?tab=records&page=2' });
    expect(await screen.findByText('第 2 页的反馈内容')).toBeInTheDocument();
    expect(records.inputs).toEqual([{ pageNum: 2, pageSize: 10 }]);

    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('第 3 页的反馈内容')).toBeInTheDocument();
    expect(new URLSearchParams(router.location.search).get('page')).toBe('3');

    act(() => void router.navigate(-1));
    expect(await screen.findByText('第 2 页的反馈内容')).toBeInTheDocument();
  });

  it('keeps the rows of a page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.use(
      answer(F.feedbackPage, async ({ pageNum }) => {
        if (pageNum === 2) await held;
        return page([record({ id: pageNum, content: `第 ${pageNum} 页的反馈内容` })], {
          total: 35,
          pageNum,
        });
      }),
    );
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    expect(await screen.findByText('第 1 页的反馈内容')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    // Page 2 is on its way: page 1's rows stay, not an empty table.
    await waitFor(() => expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active'));
    expect(screen.getByText('第 1 页的反馈内容')).toBeInTheDocument();
    release();
    expect(await screen.findByText('第 2 页的反馈内容')).toBeInTheDocument();
  });

  it('shows the records, first page, once a feedback was sent', async () => {
    const user = userEvent.setup();
    const sent = answer(F.feedbackSubmit, () => ({ id: 9 }));
    const records = recordsOf([
      record({ id: 9, content: '刚刚提交的反馈内容', status: 'pending', reply: null }),
    ]);
    api.use(sent);
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
    expect(sent.inputs).toEqual([
      {
        feedbackType: 'suggestion',
        content: '刚刚提交的反馈内容',
        contact: '13900000000',
        images: [],
      },
    ]);
    expect(records.inputs).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('shows a sent feedback in records it had already loaded: the send invalidates them', async () => {
    const user = userEvent.setup();
    const rows = [record({ id: 1, content: '较早的一条反馈内容' })];
    const records = answer(F.feedbackPage, () => page([...rows]));
    const sent = answer(F.feedbackSubmit, ({ content }) => {
      rows.unshift(record({ id: 2, content, status: 'pending', reply: null }));
      return { id: 2 };
    });
    api.use(records, sent);
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    expect(await screen.findByText('较早的一条反馈内容')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '提交反馈' }));
    await user.click(screen.getByRole('combobox', { name: '反馈类型' }));
    await user.click(await screen.findByTitle('其他'));
    await user.click(screen.getByLabelText('反馈内容'));
    await user.paste('发票请寄到新的地址');
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('发票请寄到新的地址')).toBeInTheDocument();
    expect(screen.getByText('较早的一条反馈内容')).toBeInTheDocument();
    expect(records.inputs).toHaveLength(2);
  });

  it('offers a retry when the records fail to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    api.use(
      answer(F.feedbackPage, () =>
        ++calls === 1 ? failure(STATUS.SERVER_ERROR, '系统繁忙，请稍后再试') : page([record()]),
      ),
    );
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    expect(await screen.findByText('反馈记录加载失败：系统繁忙，请稍后再试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('FeedbackPage on a phone', () => {
  it('is titled 反馈记录 and shows the records as cards', async () => {
    phone();
    recordsOf([record()]);
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
    const records = recordsOf([record()]);
    renderSection(<FeedbackPage />);
    expect(screen.getByRole('tab', { name: '提交反馈', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('反馈内容')).toBeVisible());
    // The page itself asks for the records when their tab opens (its route's loader starts them earlier).
    expect(records.inputs).toEqual([]);
  });

  it('shows an empty list plainly', async () => {
    phone();
    recordsOf([]);
    renderSection(<FeedbackPage />, { url: '/feedback?tab=records' });
    expect(await screen.findByText('暂无反馈记录')).toBeInTheDocument();
  });
});
