import type { Page } from '@pest-portal/shared';
import type { FeedbackRecord } from '@pest-portal/shared/contract/feedback';

export function record(overrides: Partial<FeedbackRecord> = {}): FeedbackRecord {
  return {
    id: 1,
    feedbackType: 'complaint',
    content: '技术员上门时间比约定晚了两个小时',
    contact: '13800000000',
    images: ['/files/a.png'],
    status: 'replied',
    reply: '已与技术员核实，今后将提前电话确认上门时间',
    replyTime: '2026-03-02 10:20:00',
    createTime: '2026-03-01 09:15:00',
    memberName: '示例门店',
    ...overrides,
  };
}

export function page(
  list: FeedbackRecord[],
  overrides: Partial<Page<FeedbackRecord>> = {},
): Page<FeedbackRecord> {
  return { list, total: list.length, pageNum: 1, pageSize: 10, ...overrides };
}
