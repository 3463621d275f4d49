import type {
  LoginRequest,
  SendLoginCodeRequest,
  SendLoginCodeResult,
  SessionInfo,
  UpdatePasswordRequest,
} from './account';
import type { BrandQuery, Branding } from './brand';
import type { Page } from './envelope';
import type {
  FeedbackPageRequest,
  FeedbackRecord,
  FeedbackSubmitRequest,
  FeedbackSubmitResult,
} from './feedback';
import type { DeleteFileQuery, UploadedFile } from './files';
import type {
  WeChatBaseInfo,
  WeChatBindQuery,
  WeChatSignature,
  WeChatSignatureQuery,
} from './wechat';
import { get, post } from './endpoint';
import { TASK_ENDPOINTS } from './task-endpoints';

type Empty = Record<string, never>;

/**
 * Every endpoint of spec §7, one table. The portal's call functions (shared/src/api) and
 * the API server's routes (api/src) are written against it, so the two cannot drift.
 */
export const ENDPOINTS = {
  // Account and branding
  login: post<LoginRequest, SessionInfo>('/customer/account/login', { isPublic: true }),
  sendLoginCode: get<SendLoginCodeRequest, SendLoginCodeResult>('/customer/account/sendLoginCode', {
    isPublic: true,
  }),
  getBaseByDomain: get<BrandQuery, Branding>('/customer/brand/v1.2.0/getBaseByDomain', {
    isPublic: true,
  }),
  updatePassword: post<UpdatePasswordRequest, null>('/customer/account/v3.9.1/updatePassword'),
  /** Not named by the spec ("logout call definitions are not shown"): ends the session server-side. */
  logout: post<Empty, null>('/customer/account/logout'),
  /** Not named by the spec: /homeCheck verifies a session handed over by another system. */
  sessionCheck: get<Empty, SessionInfo>('/customer/account/session'),

  // Feedback and files
  feedbackSubmit: post<FeedbackSubmitRequest, FeedbackSubmitResult>('/customer/feedback/submit'),
  feedbackPage: post<FeedbackPageRequest, Page<FeedbackRecord>>('/customer/feedback/page'),
  fileDelete: get<DeleteFileQuery, null>('/common/aliOss/file/delete'),
  fileUpload: post<FormData, UploadedFile>('/common/aliOss/file/upLoad', { kind: 'multipart' }),

  // Messaging app
  weChatBaseInfo: get<Empty, WeChatBaseInfo>('/customer/weChatPublic/getCustomerWeChatBaseInfo'),
  weChatBind: get<WeChatBindQuery, WeChatBaseInfo>('/customer/weChatPublic/bindWeChatPublic'),
  weChatCallback: get<WeChatBindQuery, WeChatBaseInfo>('/customer/weChatPublic/sendCallBack'),
  weChatUnbind: get<Empty, null>('/customer/weChatPublic/relieveWeChatPublic'),
  weChatSignature: get<WeChatSignatureQuery, WeChatSignature>(
    '/customer/weChatPublic/v3.1.0/getSignature',
  ),

  ...TASK_ENDPOINTS,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
