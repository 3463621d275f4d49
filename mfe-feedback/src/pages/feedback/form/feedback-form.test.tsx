import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HEADERS, STATUS, useSessionStore } from '@pest-portal/shared';
import {
  FEEDBACK_ENDPOINTS as F,
  type FeedbackSubmitResult,
} from '@pest-portal/shared/contract/feedback';
import { answer, apiDouble, failure } from '@pest-portal/shared/testing';
import { renderSection } from '../../../test/render-section';
import { createMemoryDraftStore } from '../draft/draft-store';
import { draftKey } from '../draft/feedback-draft';
import { FeedbackForm } from './feedback-form';

// The form's real submit through the real http client and codec; MSW answers at the network's edge.
const api = apiDouble();

/** The submit answered with `reply`; each request's requestId header kept in `.requestIds`. */
function submits(reply: () => FeedbackSubmitResult | ReturnType<typeof failure>) {
  const requestIds: (string | null)[] = [];
  const sent = answer(F.feedbackSubmit, (_input, request) => {
    requestIds.push(request.headers.get(HEADERS.requestId));
    return reply();
  });
  api.use(sent);
  return Object.assign(sent, { requestIds });
}

const UUID = /^[0-9a-f-]{36}$/;

const KEY = draftKey('7');
beforeEach(() => useSessionStore.setState({ mid: '7' }));

async function chooseType(user: UserEvent, label: string) {
  await user.click(screen.getByRole('combobox', { name: '反馈类型' }));
  await user.click(await screen.findByTitle(label));
}

async function fillIn(user: UserEvent) {
  await chooseType(user, '投诉');
  await user.click(screen.getByLabelText('反馈内容'));
  await user.paste('技术员上门迟到两个小时'); // typing CJK key by key only slows antd in jsdom
  await user.click(screen.getByLabelText('联系方式'));
  await user.paste('13800000000'); // typing CJK key by key only slows antd in jsdom
}

// antd in jsdom is slow: typing into it and opening its popups take seconds.
jest.setTimeout(30000);

describe('FeedbackForm', () => {
  it('names what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = submits(() => ({ id: 1 }));
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入反馈内容')).toBeInTheDocument();
    expect(screen.getByText('请选择反馈类型')).toBeInTheDocument();
    expect(sent.inputs).toEqual([]);
  });

  it('sends without a contact, which is optional', async () => {
    const user = userEvent.setup();
    const onSubmitted = jest.fn();
    const sent = submits(() => ({ id: 43 }));
    renderSection(<FeedbackForm onSubmitted={onSubmitted} />);
    await chooseType(user, '其他');
    await user.click(screen.getByLabelText('反馈内容'));
    await user.paste('发票请寄到新的地址'); // typing CJK key by key only slows antd in jsdom
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent.inputs).toEqual([
      { feedbackType: 'other', content: '发票请寄到新的地址', contact: '', images: [] },
    ]);
    expect(sent.requestIds).toEqual([expect.stringMatching(UUID)]);
  });

  it('asks for a few words more than a too-short content', async () => {
    const user = userEvent.setup();
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />);
    await user.click(screen.getByLabelText('反馈内容'));
    await user.paste('有虫'); // typing CJK key by key only slows antd in jsdom
    expect(await screen.findByText('反馈内容至少 5 个字')).toBeInTheDocument();
  });

  it('sends the feedback, then clears the form and the draft', async () => {
    const user = userEvent.setup();
    const onSubmitted = jest.fn();
    const sent = submits(() => ({ id: 42 }));
    const { drafts } = renderSection(<FeedbackForm onSubmitted={onSubmitted} />);
    await fillIn(user);
    await waitFor(async () => expect((await drafts.load(KEY))?.contact).toBe('13800000000'));
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sent.inputs).toEqual([
      {
        feedbackType: 'complaint',
        content: '技术员上门迟到两个小时',
        contact: '13800000000',
        images: [],
      },
    ]);
    expect(sent.requestIds).toEqual([expect.stringMatching(UUID)]);
    expect(await screen.findByText('反馈已提交，感谢您的宝贵意见')).toBeInTheDocument();
    expect(screen.getByLabelText('反馈内容')).toHaveValue('');
    expect(await drafts.load(KEY)).toBeNull();
  });

  it('keeps everything after a failed send and shows why', async () => {
    const user = userEvent.setup();
    const onSubmitted = jest.fn();
    const sent = submits(() =>
      failure(STATUS.VALIDATION, '参数校验失败', [
        { field: 'contact', defaultMessage: '联系方式格式不正确' },
      ]),
    );
    const { drafts } = renderSection(<FeedbackForm onSubmitted={onSubmitted} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(
      await screen.findByText('提交失败：联系方式格式不正确。您填写的内容已保留，可稍后重试。'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('联系方式格式不正确').length).toBeGreaterThan(0); // under the field too
    expect(screen.getByLabelText('反馈内容')).toHaveValue('技术员上门迟到两个小时');
    expect(onSubmitted).not.toHaveBeenCalled();
    // The request id stays with the draft: a resend is the same submit, stored once.
    const sentId = sent.requestIds[0];
    expect(sentId).toMatch(UUID);
    expect(await drafts.load(KEY)).toEqual({
      feedbackType: 'complaint',
      content: '技术员上门迟到两个小时',
      contact: '13800000000',
      images: [],
      requestId: sentId,
    });
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent.requestIds).toHaveLength(2));
    expect(sent.requestIds[1]).toBe(sentId);
  });

  it('restores the draft left by a failed send before a reload', async () => {
    const drafts = createMemoryDraftStore({
      [KEY]: {
        feedbackType: 'suggestion',
        content: '希望增加夜间服务时段',
        contact: 'ops@example.com',
        images: ['/files/trap.png'],
      },
    });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    expect(await screen.findByText('已恢复上次未提交的反馈草稿')).toBeInTheDocument();
    expect(screen.getByLabelText('反馈内容')).toHaveValue('希望增加夜间服务时段');
    expect(screen.getByLabelText('联系方式')).toHaveValue('ops@example.com');
    expect(screen.getByTitle('建议')).toBeInTheDocument();
    expect(screen.getByText('trap.png')).toBeInTheDocument();
  });

  it('does not show one account the draft of another', async () => {
    const drafts = createMemoryDraftStore({
      [draftKey('8')]: { content: '别的账号的草稿', contact: '', images: [] },
    });
    renderSection(<FeedbackForm onSubmitted={jest.fn()} />, { drafts });
    await waitFor(() => expect(screen.getByLabelText('反馈内容')).toHaveValue(''));
    expect(screen.queryByText('已恢复上次未提交的反馈草稿')).not.toBeInTheDocument();
  });
});
