import { createHash } from 'node:crypto';
import type { WeChatAdapter, WeChatNotice, WeChatTemplateMessage } from './wechat-adapter';
import { WeChatError } from './wechat-adapter';

/** Codes the double refuses, as the platform refuses a used or forged code. */
export const INVALID_CODE_PREFIX = 'invalid';

/**
 * The stand-in for the platform: the same code always yields the same user, so tests and
 * the browser suites can bind and check the result. Notices it is asked to send are kept
 * in `sent`, template messages in `templates`, where a test can read them.
 */
export function weChatDouble(
  appId: string,
  sent: WeChatNotice[] = [],
  templates: WeChatTemplateMessage[] = [],
): WeChatAdapter {
  return {
    appId,
    jsapiTicket: () => Promise.resolve(`double-jsapi-ticket-${appId}`),
    exchangeCode(code) {
      if (!code || code.startsWith(INVALID_CODE_PREFIX)) {
        return Promise.reject(new WeChatError('invalid code'));
      }
      const digest = createHash('sha256').update(`${appId}:${code}`).digest('base64url');
      return Promise.resolve({
        openId: `o${digest.slice(0, 27)}`,
        nickName: `微信用户${code.slice(-4)}`,
      });
    },
    sendBindNotice(notice) {
      sent.push(notice);
      return Promise.resolve();
    },
    sendTemplateMessage(message) {
      templates.push(message);
      return Promise.resolve();
    },
  };
}
