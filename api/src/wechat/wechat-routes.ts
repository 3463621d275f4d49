import {
  ENDPOINTS,
  type WeChatBindQuery,
  type WeChatSignatureQuery,
} from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { assertInScope } from '../auth/authenticate';
import { forbidden, invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { asRecord, FieldErrors, noInput, readInt, readString } from '../http/validation';
import { signPage } from './js-sdk-signature';
import { bind, bindingOf, unbind } from './wechat-bindings';

function parseBind(raw: unknown): WeChatBindQuery {
  const code = readString(asRecord(raw).code)?.trim() ?? '';
  if (!code) throw invalidField('code', '缺少微信授权码，请重新授权');
  return { code };
}

function parseSignature(raw: unknown): WeChatSignatureQuery {
  const query = asRecord(raw);
  const errors = new FieldErrors();
  const mid = readString(query.mid)?.trim() ?? '';
  if (readInt(mid) === undefined) errors.add('mid', '缺少公司编号 mid');
  // The platform signs the page URL without its fragment.
  const url = (readString(query.url) ?? '').split('#')[0] ?? '';
  if (!/^https?:\/\/[^\s]+$/.test(url)) errors.add('url', '页面地址无效');
  errors.throwIfAny();
  return { mid, url };
}

/** The messaging-app binding of the account, and the JS bridge's config signature (spec §7). */
export function registerWeChatRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.weChatBaseInfo, {
    parse: noInput,
    handle: (_input, { auth }) => bindingOf(ctx.db, auth.accountId),
  });

  // bindWeChatPublic and sendCallBack both finish the OAuth round trip with its code.
  for (const endpoint of [ENDPOINTS.weChatBind, ENDPOINTS.weChatCallback]) {
    router.route(endpoint, {
      parse: parseBind,
      async handle(input, { auth, request }) {
        const user = await ctx.weChat.exchangeCode(input.code).catch((error: unknown) => {
          request.log.warn({ err: error }, 'wechat code exchange failed');
          throw invalidField('code', '微信授权失败，请重新授权');
        });
        await bind(ctx.db, auth.accountId, user, ctx.now());
        return bindingOf(ctx.db, auth.accountId);
      },
    });
  }

  router.route(ENDPOINTS.weChatUnbind, {
    parse: noInput,
    async handle(_input, { auth }) {
      await unbind(ctx.db, auth.accountId);
      return null;
    },
  });

  router.route(ENDPOINTS.weChatSignature, {
    parse: parseSignature,
    async handle(input, { auth }) {
      const mid = readInt(input.mid);
      if (mid === undefined) throw forbidden();
      assertInScope(auth, [mid]);
      return signPage(ctx.weChat.appId, await ctx.weChat.jsapiTicket(), input.url, ctx.now());
    },
  });
}
