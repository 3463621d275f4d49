import {
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackPageRequest,
  type FeedbackStatus,
  type FeedbackSubmitRequest,
  type FeedbackType,
} from '@pest-portal/shared/contract';
import { asRecord, charCount, FieldErrors, readInt, readString } from '../http/validation';

const isType = (value: string): value is FeedbackType =>
  (FEEDBACK_TYPES as readonly string[]).includes(value);
const isStatus = (value: string): value is FeedbackStatus =>
  (FEEDBACK_STATUSES as readonly string[]).includes(value);

export const PAGE_SIZE_MAX = 100;

export function parseFeedbackSubmit(raw: unknown): FeedbackSubmitRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const feedbackType = readString(body.feedbackType) ?? '';
  if (!isType(feedbackType)) errors.add('feedbackType', '请选择反馈类型');
  const content = (readString(body.content) ?? '').trim();
  const { contentMin, contentMax, contactMax, images: imagesMax } = FEEDBACK_LIMITS;
  if (charCount(content) < contentMin) errors.add('content', `反馈内容至少${contentMin}个字`);
  else if (charCount(content) > contentMax)
    errors.add('content', `反馈内容不能超过${contentMax}个字`);
  const contact = (readString(body.contact) ?? '').trim();
  if (charCount(contact) > contactMax) errors.add('contact', `联系方式不能超过${contactMax}个字`);
  const images = body.images ?? [];
  if (!Array.isArray(images) || images.some((i) => typeof i !== 'string'))
    errors.add('images', '图片列表格式不正确');
  else if (images.length > imagesMax) errors.add('images', `最多上传${imagesMax}张图片`);
  errors.throwIfAny();
  return {
    feedbackType: feedbackType as FeedbackType,
    content,
    contact,
    images: images as string[],
  };
}

export function parseFeedbackPage(raw: unknown): FeedbackPageRequest {
  const body = asRecord(raw);
  const errors = new FieldErrors();
  const pageNum = body.pageNum === undefined ? 1 : readInt(body.pageNum);
  if (pageNum === undefined || pageNum < 1) errors.add('pageNum', '页码必须是正整数');
  const pageSize = body.pageSize === undefined ? 10 : readInt(body.pageSize);
  if (pageSize === undefined || pageSize < 1 || pageSize > PAGE_SIZE_MAX)
    errors.add('pageSize', `每页条数须在1到${PAGE_SIZE_MAX}之间`);
  const status = readString(body.status) || undefined;
  if (status !== undefined && !isStatus(status)) errors.add('status', '反馈状态无效');
  errors.throwIfAny();
  return {
    pageNum: pageNum ?? 1,
    pageSize: pageSize ?? 10,
    ...(status ? { status: status as FeedbackStatus } : {}),
  };
}
