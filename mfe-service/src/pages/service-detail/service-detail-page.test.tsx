import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, failure, renderSection } from '@pest-portal/shared/testing';
import { taskDetail } from '../../test/fixtures';
import { visitAnswers } from '../../test/visit-answers';
import { ServiceDetailPage } from './service-detail-page';

// The page's real calls through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

let visit: ReturnType<typeof visitAnswers>;
beforeEach(() => {
  visit = visitAnswers();
  api.use(...Object.values(visit));
});

describe('the service detail', () => {
  it('shows each region from its call, each asked once for the visit in ?id=', async () => {
    renderSection(<ServiceDetailPage />, { url: '/serviceReport/serviceDetail?id=11' });
    expect(await screen.findByText('全面检查后厨')).toBeInTheDocument();
    expect(screen.getByText('发现蟑螂痕迹')).toBeInTheDocument();
    expect(screen.getAllByText('杀蟑胶饵').length).toBeGreaterThan(0);
    expect(screen.getByText('本次服务未发现风险')).toBeInTheDocument();
    expect(screen.getByText('暂无工作照片')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '技术员签字' })).toHaveAttribute(
      'src',
      'https://files/e.png',
    );
    expect(screen.getByText('未签字')).toBeInTheDocument();
    expect(screen.getByText('暂未评价')).toBeInTheDocument();
    expect(await screen.findByText('本次服务未检查设备')).toBeInTheDocument();
    const { devices, ...parts } = visit;
    for (const part of Object.values(parts)) expect(part.inputs).toEqual([{ taskId: 11 }]);
    expect(devices.inputs).toEqual([{ taskId: 11, pageNum: 1, pageSize: 10 }]);
  });

  it('draws the sections in a render after the answers came in, which a tap can interrupt', async () => {
    // What each commit left on the screen (a Profiler reports every commit of the page).
    const commits: { skeleton: boolean; actions: boolean; sections: boolean }[] = [];
    const record = () =>
      commits.push({
        skeleton: document.querySelector('.ant-skeleton') !== null,
        actions: screen.queryByRole('button', { name: '报告预览' }) !== null,
        sections: screen.queryByText('全面检查后厨') !== null,
      });
    renderSection(<ServiceDetailPage />, {
      url: '/serviceReport/serviceDetail?id=11',
      wrap: (page) => (
        <Profiler id="detail" onRender={record}>
          {page}
        </Profiler>
      ),
    });
    await screen.findByText('全面检查后厨');
    // The commit that received the answers kept the skeleton (drawn at once, the sections
    // would be in it); the next drew them.
    const arrived = commits.findIndex((c) => c.actions);
    expect(commits[arrived]).toEqual({ skeleton: true, actions: true, sections: false });
    expect(commits.at(-1)).toMatchObject({ skeleton: false, sections: true });
  });

  it('offers 评价签字 when the customer may sign, and it opens the signature page', async () => {
    const user = userEvent.setup();
    const { router } = renderSection(<ServiceDetailPage />, {
      url: '/serviceReport/serviceDetail?id=11',
    });
    await user.click(await screen.findByRole('button', { name: '评价签字' }));
    expect(`${router.location.pathname}${router.location.search}`).toBe(
      '/serviceReport/evaluateSignature?id=11',
    );
  });

  it('does not offer 评价签字 when the customer may not sign', async () => {
    api.use(
      answer(S.taskDetail, () =>
        taskDetail({ canSign: false, canComment: false, status: 'finished' }),
      ),
    );
    renderSection(<ServiceDetailPage />, { url: '/serviceReport/serviceDetail?id=11' });
    expect(await screen.findByRole('button', { name: '报告预览' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '评价签字' })).not.toBeInTheDocument();
  });

  it('a part that fails fails the page, with 重试 and the way back; 重试 asks again for it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const intro = answer(S.taskIntroDetail, (input) =>
      ++calls === 1
        ? failure(404, '工单不存在')
        : { taskId: input.taskId, serviceContent: '复查', findings: null, suggestion: null },
    );
    api.use(intro);
    renderSection(<ServiceDetailPage />, { url: '/serviceReport/serviceDetail?id=11' });
    expect(await screen.findByText('加载失败：工单不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回服务列表' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('复查')).toBeInTheDocument();
    expect(intro.inputs).toHaveLength(2);
    // Only what failed is asked again.
    expect(visit.detail.inputs).toHaveLength(1);
  });

  it('asks for nothing without a valid id', () => {
    renderSection(<ServiceDetailPage />, { url: '/serviceReport/serviceDetail?id=0' });
    expect(screen.getByText('缺少有效的编号，请从列表重新进入')).toBeInTheDocument();
    for (const part of Object.values(visit)) expect(part.inputs).toEqual([]);
  });
});
