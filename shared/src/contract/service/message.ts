import type { Page, PageQuery } from '../envelope';
import type { TaskSummary, TimeString } from './task';

/** What a notification is about: a visit planned, a report to sign, a visit finished, a risk found. */
export type MessageType = 'planned' | 'waitSign' | 'finished' | 'risk';
export type ReadStatus = 'read' | 'unread';

export interface MessageRow {
  id: number;
  msgType: MessageType;
  title: string;
  content: string;
  memberId: number;
  memberName: string;
  /** The work order it concerns, to open from the notification. */
  taskId: number | null;
  orderNo: string | null;
  createTime: TimeString;
  read: boolean;
}

export interface MessagePageRequest extends PageQuery {
  readStatus?: ReadStatus;
  msgType?: MessageType;
}

export interface MessagePage extends Page<MessageRow> {
  /** Unread in the current company, whatever the filters. */
  unreadCount: number;
}

/** taskMessageDetail: reading it marks it read for this account. */
export interface MessageDetailQuery {
  id: number;
}

export interface MessageDetail extends MessageRow {
  task: TaskSummary | null;
}
