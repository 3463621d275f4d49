import { SERVICE_ENDPOINTS as S } from '@pest-portal/shared/contract/service';
import { answer } from '@pest-portal/shared/testing';
import { page, task } from './fixtures';

/**
 * The API's answers to the service list's calls: each page holds one order named for its
 * page (FW-P2), 42 in all; the filters' select lists. Each answer keeps what it was asked.
 */
export function serviceListAnswers() {
  return {
    list: answer(S.servicePage, ({ pageNum }) =>
      page([task({ id: pageNum, orderNo: `FW-P${pageNum}` })], { total: 42, pageNum }),
    ),
    statuses: answer(S.taskStatusSelect, () => [
      { value: 'waitSign' as const, label: '待签字' },
      { value: 'finished' as const, label: '已完成' },
    ]),
    // The type filter's list is the plan's types, from the first page of counts.
    typeCounts: answer(S.taskTypeCountPage, () => page([])),
    members: answer(S.memberSelect, () => [{ value: 3, label: '华东餐饮集团浦东店', parentId: 1 }]),
  };
}
