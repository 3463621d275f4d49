import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SERVICE_ENDPOINTS as S,
  type MessagePageRequest,
} from '@pest-portal/shared/contract/service';
import { answer, apiDouble, renderSection } from '@pest-portal/shared/testing';
import { message, messages } from '../../test/fixtures';
import { gate } from '../../test/gate';
import { WorkListPage } from './work-list-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

let pages: ReturnType<typeof answer<typeof S.messagePage>>;
beforeEach(() => {
  pages = answer(S.messagePage, () => messages([message()], 3));
  api.use(pages);
});

const asked = (input: Partial<MessagePageRequest>) => ({ pageNum: 1, pageSize: 10, ...input });

describe('the notifications', () => {
  it('asks for the read filter the URL holds', async () => {
    renderSection(<WorkListPage />, { url: '/workList?read=read' });
    await screen.findByRole('listitem', { name: '服务报告待签字（未读）' });
    expect(pages.inputs).toEqual([asked({ readStatus: 'read' })]);
  });

  it('ignores an unknown read filter', async () => {
    renderSection(<WorkListPage />, { url: '/workList?read=bogus' });
    await screen.findByRole('listitem', { name: '服务报告待签字（未读）' });
    expect(pages.inputs).toEqual([asked({})]);
  });

  it('puts a changed read filter in the URL, back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<WorkListPage />, { url: '/workList?page=2' });
    await screen.findByRole('listitem', { name: '服务报告待签字（未读）' });
    expect(pages.inputs).toEqual([asked({ pageNum: 2 })]);
    await user.click(screen.getByText('未读', { selector: '.ant-radio-button-wrapper span' }));
    expect(router.location.search).toBe('?read=unread');
    await waitFor(() => expect(pages.inputs.at(-1)).toEqual(asked({ readStatus: 'unread' })));
    await user.click(screen.getByText('全部', { selector: '.ant-radio-button-wrapper span' }));
    expect(router.location.search).toBe('');
  });

  it('shows the unread count only once the answer arrived', async () => {
    const answered = gate();
    const slow = answer(S.messagePage, async () => {
      await answered.passed;
      return messages([message()], 3);
    });
    api.use(slow);
    renderSection(<WorkListPage />, { url: '/workList' });
    await waitFor(() => expect(slow.inputs).toHaveLength(1)); // asked, not answered
    expect(screen.queryByText(/^未读 \d+ 条$/)).not.toBeInTheDocument();
    answered.open();
    expect(await screen.findByText('未读 3 条')).toBeInTheDocument();
    // Said once: no count badge repeating the figure beside it.
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });

  it('links each notification to its detail by id', async () => {
    api.use(
      answer(S.messagePage, () =>
        messages([message(), message({ id: 8, title: '服务已完成', read: true })], 1),
      ),
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
