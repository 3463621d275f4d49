import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_ENDPOINTS as P } from '@pest-portal/shared';
import { HEADERS } from '@pest-portal/shared/contract';
import { SERVICE_ENDPOINTS as S, type TaskComment } from '@pest-portal/shared/contract/service';
import { answer, apiDouble, failure, renderSection } from '@pest-portal/shared/testing';
import { organizationQuery } from '../../queries/organization-query';
import { messagePageQuery } from '../../queries/message-page-query';
import { servicePageQuery } from '../../queries/service-page-query';
import { fakePad } from '../../test/fake-pad';
import { messages, page, taskDetail } from '../../test/fixtures';
import { createPadSurface } from './signature/pad-surface';
import { EvaluateSignaturePage } from './evaluate-signature-page';

// The page's real calls through the real http client and codec; MSW answers at the network's
// edge. jsdom has no 2D canvas: the pad is replaced at its one seam, the surface.
jest.mock('./signature/pad-surface', () => ({ createPadSurface: jest.fn() }));
const api = apiDouble();

jest.setTimeout(60_000);

const URL = '/serviceReport/evaluateSignature?id=11';

/** The visit as the API holds it: served and signed, not rated until the test rates it. */
let comment: TaskComment | null;
let details: ReturnType<typeof answer<typeof S.taskDetail>>;
let comments: ReturnType<typeof answer<typeof S.taskCommentAdd>>;
/** The requestId header of each rating sent, in order. */
let rateIds: (string | null)[];
/** How many of the next ratings the server fails. */
let failing: number;

beforeEach(() => {
  comment = null;
  rateIds = [];
  failing = 0;
  details = answer(S.taskDetail, () =>
    taskDetail({ status: 'finished', canSign: false, canComment: comment === null }),
  );
  comments = answer(S.taskCommentAdd, (input, request) => {
    rateIds.push(request.headers.get(HEADERS.requestId));
    if (failing-- > 0) return failure(500, '系统繁忙');
    comment = {
      taskId: input.taskId,
      score: input.score,
      content: input.content ?? '',
      createTime: '2026-03-02 09:00:00',
    };
    return comment;
  });
  api.use(
    details,
    comments,
    answer(S.taskCommentDetail, () => comment),
  );
});

describe('rating and signing a visit', () => {
  it('rates once, even resent after a failure, and then shows the rating in place of the form', async () => {
    const user = userEvent.setup();
    renderSection(<EvaluateSignaturePage />, { url: URL });
    expect(await screen.findByText('该工单已签字')).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio')[4]!); // five stars
    await user.type(screen.getByLabelText('评价内容'), ' 很及时 ');
    failing = 1;
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('评价失败：系统繁忙')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交评价' }));

    // The rating refreshed the visit: the form is gone, the rating shows.
    expect(await screen.findByText('很及时')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).not.toBeInTheDocument();
    const sent = { taskId: 11, score: 5, content: '很及时' };
    expect(comments.inputs).toEqual([sent, sent]);
    expect(rateIds[0]).toBeTruthy();
    expect(rateIds[1]).toBe(rateIds[0]);
    expect(details.inputs).toHaveLength(2);
  });

  it('signing refreshes what it changed (the visit, the lists, the plan, the notifications) and opens the visit', async () => {
    jest.mocked(createPadSurface).mockReturnValue(fakePad(true));
    const awaitingSignature = answer(S.taskDetail, () => taskDetail());
    api.use(
      awaitingSignature,
      answer(P.fileUpload, () => ({
        fileUrl: '/api/files/sig.png',
        fileName: 'image.png',
        size: 10,
        contentType: 'image/png',
      })),
      answer(S.taskSignature, ({ taskId }) => ({
        taskId,
        status: 'finished' as const,
        signTime: '2026-03-02 09:00:00',
      })),
    );
    const user = userEvent.setup();
    const { router, client } = renderSection(<EvaluateSignaturePage />, { url: URL });
    // What other pages left in the portal's cache.
    const list = servicePageQuery({ pageNum: 1, pageSize: 10 });
    const notices = messagePageQuery({ pageNum: 1, pageSize: 10 });
    const plan = organizationQuery({ startDate: '2026-01-01', endDate: '2026-12-31' });
    client.setQueryData(list.queryKey, page([]));
    client.setQueryData(notices.queryKey, messages([], 0));
    client.setQueryData(plan.queryKey, []);

    await user.click(await screen.findByRole('button', { name: '确认签字' }));
    await waitFor(() =>
      expect(router.location.pathname + router.location.search).toBe(
        '/serviceReport/serviceDetail?id=11',
      ),
    );
    // The visit on screen is asked again; what other pages hold is stale, fetched when shown.
    await waitFor(() => expect(awaitingSignature.inputs).toHaveLength(2));
    for (const { queryKey } of [list, notices, plan])
      expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('says why the visit did not load, with 重试 and the way back', async () => {
    api.use(answer(S.taskDetail, () => failure(403, '无权查看该工单')));
    renderSection(<EvaluateSignaturePage />, { url: URL });
    expect(await screen.findByText('加载失败：无权查看该工单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回服务列表' })).toBeInTheDocument();
  });
});
