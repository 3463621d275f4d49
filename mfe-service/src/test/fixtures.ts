import type { Page } from '@pest-portal/shared';
import type {
  MessagePage,
  MessageRow,
  TaskDetail,
  TaskSummary,
} from '@pest-portal/shared/contract/service';

export function task(overrides: Partial<TaskSummary> = {}): TaskSummary {
  return {
    id: 11,
    orderNo: 'FW202603010011',
    memberId: 2,
    memberName: '上海静安食品有限公司',
    taskTypeId: 1,
    taskTypeName: '常规虫害防治',
    status: 'waitSign',
    statusName: '待签字',
    planDate: '2026-03-01',
    startTime: '2026-03-01 09:00:00',
    endTime: '2026-03-01 10:30:00',
    technicianName: '王师傅',
    address: '上海市静安区南京西路1号',
    score: null,
    ...overrides,
  };
}

export function taskDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...task(),
    pcoName: '上海分公司',
    technicianPhone: '13900000000',
    contactName: '李经理',
    contactPhone: '13700000000',
    employeeSignedAt: '2026-03-01 10:30:00',
    customerSignedAt: null,
    customerSignerName: null,
    canComment: true,
    canSign: true,
    ...overrides,
  };
}

export function page<T>(list: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { list, total: list.length, pageNum: 1, pageSize: 10, ...overrides };
}

export function message(overrides: Partial<MessageRow> = {}): MessageRow {
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

export function messages(list: MessageRow[], unreadCount: number): MessagePage {
  return { list, total: list.length, pageNum: 1, pageSize: 10, unreadCount };
}
