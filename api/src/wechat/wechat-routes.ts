import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { assertInScope } from '../auth/authenticate';
import { invalidField } from '../http/api-failure';
import type { Router } from '../http/route';
import { signPage } from './js-sdk-signature';
import { bind, bindingOf, unbind } from './wechat-bindings';

/** The messaging-app binding of the account, and the JS bridge's config signature (spec §7). */
export function registerWeChatRoutes(router: Router, ctx: AppContext): void {
  router.route(ENDPOINTS.weChatBaseInfo, (_input, { auth }) => bindingOf(ctx.db, auth.accountId));

  // bindWeChatPublic and sendCallBack both finish the OAuth round trip with its code.
  for (const endpoint of [ENDPOINTS.weChatBind, ENDPOINTS.weChatCallback]) {
    router.route(endpoint, async (input, { auth, request }) => {
      const user = await ctx.weChat.exchangeCode(input.code).catch((error: unknown) => {
        request.log.warn({ err: error }, 'wechat code exchange failed');
        throw invalidField('code', '微信授权失败，请重新授权');
      });
      await bind(ctx.db, auth.accountId, user, ctx.now());
      return bindingOf(ctx.db, auth.accountId);
    });
  }

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
