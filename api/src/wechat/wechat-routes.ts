import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { assertInScope } from '../auth/authenticate';
import { ApiFailure, invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { signPage } from './js-sdk-signature';
import { bind, bindingOf, unbind } from './wechat-bindings';

/** What the official account says to a user who has just bound (sendCallBack). */
export const BIND_NOTICE = '您已成功绑定客户门户账号，服务通知将通过本公众号发送给您。';

/** The messaging-app binding of the account, and the JS bridge's config signature (spec §7). */
export function registerWeChatRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.weChatBaseInfo, (_input, { auth }) => bindingOf(ctx.db, auth.accountId));

  // bindWeChatPublic finishes the OAuth round trip with its code.
  router.route(ENDPOINTS.weChatBind, async (input, { auth, request }) => {
    const user = await ctx.weChat.exchangeCode(input.code).catch((error: unknown) => {
      request.log.warn({ err: error }, 'wechat code exchange failed');
      throw invalidField('code', '微信授权失败，请重新授权');
    });
    await bind(ctx.db, auth.accountId, user, ctx.now());
    return bindingOf(ctx.db, auth.accountId);
  });

  // sendCallBack, the binding's last step: the official account tells the newly bound
  // user, inside the messaging app, where the portal's notifications will now arrive.
  router.route(ENDPOINTS.weChatCallback, async (_input, { auth, request }) => {
    const binding = await bindingOf(ctx.db, auth.accountId);
    if (binding.openId === null) throw invalidField('openId', '尚未绑定微信，请先授权绑定');
    await ctx.weChat
      .sendBindNotice({ openId: binding.openId, text: BIND_NOTICE })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'wechat bind notice failed');
        throw new ApiFailure(STATUS.SERVER_ERROR, '微信通知发送失败，请稍后再试');
      });
    return binding;
  });

  router.route(ENDPOINTS.weChatUnbind, async (_input, { auth }) => {
    await unbind(ctx.db, auth.accountId);
    return null;
  });

  router.route(ENDPOINTS.weChatSignature, async (input, { auth }) => {
    assertInScope(auth, [input.mid]);
    // The platform signs the page URL without its fragment.
    const url = input.url.split('#')[0] ?? input.url;
    return signPage(ctx.weChat.appId, await ctx.weChat.jsapiTicket(), url, ctx.now());
  });
}
