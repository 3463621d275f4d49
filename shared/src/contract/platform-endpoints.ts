import { Type } from '@sinclair/typebox';
import {
  LoginRequest,
  SendLoginCodeRequest,
  SendLoginCodeResult,
  SessionInfo,
  UpdatePasswordRequest,
} from './account';
import { BrandQuery, Branding } from './brand';
import { get, post } from './endpoint';
import { DeleteFileQuery, UploadedFile, UploadForm } from './files';
import { NoInput } from './schema';
import { WeChatBaseInfo, WeChatBindQuery, WeChatSignature, WeChatSignatureQuery } from './wechat';

/** Answers with nothing in `data`. */
const Nothing = Type.Null();

/**
 * The platform's own endpoints (spec §7): account, branding, files, the messaging app.
 * The API server's routes are registered from these tables and validate with their
 * schemas, so the portal's calls and the server cannot drift (DESIGN.md §3).
 */
export const PLATFORM_ENDPOINTS = {
  // Account and branding
  login: post('/customer/account/login', {
    input: LoginRequest,
    output: SessionInfo,
    isPublic: true,
  }),
  sendLoginCode: get('/customer/account/sendLoginCode', {
    input: SendLoginCodeRequest,
    output: SendLoginCodeResult,
    isPublic: true,
  }),
  getBaseByDomain: get('/customer/brand/v1.2.0/getBaseByDomain', {
    input: BrandQuery,
    output: Branding,
    isPublic: true,
  }),
  updatePassword: post('/customer/account/v3.9.1/updatePassword', {
    input: UpdatePasswordRequest,
    output: Nothing,
  }),
  /** Not named by the spec ("logout call definitions are not shown"): ends the session server-side. */
  logout: post('/customer/account/logout', { input: NoInput(), output: Nothing }),
  /** Not named by the spec: /homeCheck verifies a session handed over by another system. */
  sessionCheck: get('/customer/account/session', { input: NoInput(), output: SessionInfo }),

  // Files
  fileDelete: get('/common/aliOss/file/delete', { input: DeleteFileQuery, output: Nothing }),
  fileUpload: post('/common/aliOss/file/upLoad', {
    input: UploadForm,
    output: UploadedFile,
    kind: 'multipart',
  }),

  // Messaging app
  weChatBaseInfo: get('/customer/weChatPublic/getCustomerWeChatBaseInfo', {
    input: NoInput(),
    output: WeChatBaseInfo,
  }),
  weChatBind: get('/customer/weChatPublic/bindWeChatPublic', {
    input: WeChatBindQuery,
    output: WeChatBaseInfo,
  }),
  // After bindWeChatPublic: the official account confirms the binding to the user.
  weChatCallback: get('/customer/weChatPublic/sendCallBack', {
    input: NoInput(),
    output: WeChatBaseInfo,
  }),
  weChatUnbind: get('/customer/weChatPublic/relieveWeChatPublic', {
    input: NoInput(),
    output: Nothing,
  }),
  weChatSignature: get('/customer/weChatPublic/v3.1.0/getSignature', {
    input: WeChatSignatureQuery,
    output: WeChatSignature,
  }),
} as const;
