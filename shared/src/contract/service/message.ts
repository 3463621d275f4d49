import { Type, type Static } from '@sinclair/typebox';
import { Count, Id, Input, Nullable, OneOf, PAGE_INPUT, PageOf, Str, TimeText } from '../schema';
import { TaskSummary } from './task';

/**
 * What a notification is about: a visit planned, a report to sign, a visit finished, a risk
 * found, or a pest alert (catches past a threshold the customer set, dashboard alert rules).
 */
export const MessageType = OneOf(['planned', 'waitSign', 'finished', 'risk', 'alert']);
export type MessageType = Static<typeof MessageType>;
export const ReadStatus = OneOf(['read', 'unread']);
export type ReadStatus = Static<typeof ReadStatus>;

const messageRow = {
  id: Type.Integer(),
  msgType: MessageType,
  title: Str(),
  content: Str(),
  memberId: Type.Integer(),
  memberName: Str(),
  /** The work order it concerns, to open from the notification. */
  taskId: Nullable(Type.Integer()),
  orderNo: Nullable(Str()),
  createTime: TimeText(),
  read: Type.Boolean(),
};
export const MessageRow = Type.Object(messageRow);
export type MessageRow = Static<typeof MessageRow>;

export const MessagePageRequest = Input({
  ...PAGE_INPUT,
  readStatus: Type.Optional(ReadStatus),
  msgType: Type.Optional(MessageType),
});
export type MessagePageRequest = Static<typeof MessagePageRequest>;

export const MessagePage = Type.Composite([
  PageOf(MessageRow),
  /** Unread in the current company, whatever the filters. */
  Type.Object({ unreadCount: Count() }),
]);
export type MessagePage = Static<typeof MessagePage>;

/** taskMessageDetail: reading it marks it read for this account. */
export const MessageDetailQuery = Input({ id: Id() });
export type MessageDetailQuery = Static<typeof MessageDetailQuery>;

export const MessageDetail = Type.Object({ ...messageRow, task: Nullable(TaskSummary) });
export type MessageDetail = Static<typeof MessageDetail>;
