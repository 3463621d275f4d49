import type { WeChatAdapter, WeChatUser } from './wechat-adapter';
import { WeChatError } from './wechat-adapter';

const API = 'https://api.weixin.qq.com';
/** Renew cached credentials this long before the platform says they expire. */
const MARGIN_MS = 5 * 60_000;

interface Cached {
  value: string;
  until: number;
}

type Reply = Record<string, unknown> & { errcode?: number; errmsg?: string };

async function call(
  path: string,
  params: Record<string, string>,
  body?: Record<string, unknown>,
): Promise<Reply> {
  const response = await fetch(`${API}${path}?${new URLSearchParams(params)}`, {
    signal: AbortSignal.timeout(10_000),
    ...(body && {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  if (!response.ok) throw new WeChatError(`${path}: HTTP ${response.status}`);
  const reply = (await response.json()) as Reply;
  if (reply.errcode) throw new WeChatError(`${path}: ${reply.errcode} ${reply.errmsg ?? ''}`);
  return reply;
}

function text(body: Reply, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value) throw new WeChatError(`reply without ${field}`);
  return value;
}

/**
 * The real platform (official account API): the access token and the JS-SDK ticket are
 * cached until shortly before they expire, as the platform's rate limits require.
 */
export function weChatLive(
  appId: string,
  secret: string,
  now: () => number = Date.now,
  options: { alertTemplateId?: string; portalUrl?: string } = {},
): WeChatAdapter {
  let token: Cached | null = null;
  let ticket: Cached | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const body = await call('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: appId,
      secret,
    });
    token = {
      value: text(body, 'access_token'),
      until: now() + Number(body.expires_in ?? 7200) * 1000 - MARGIN_MS,
    };
    return token.value;
  }

  return {
    appId,
    async jsapiTicket() {
      if (ticket && ticket.until > now()) return ticket.value;
      const body = await call('/cgi-bin/ticket/getticket', {
        access_token: await accessToken(),
        type: 'jsapi',
      });
      ticket = {
        value: text(body, 'ticket'),
        until: now() + Number(body.expires_in ?? 7200) * 1000 - MARGIN_MS,
      };
      return ticket.value;
    },
    async exchangeCode(code): Promise<WeChatUser> {
      const grant = await call('/sns/oauth2/access_token', {
        appid: appId,
        secret,
        code,
        grant_type: 'authorization_code',
      });
      const openId = text(grant, 'openid');
      // The nickname needs the snsapi_userinfo scope; with snsapi_base there is none.
      const info = await call('/sns/userinfo', {
        access_token: text(grant, 'access_token'),
        openid: openId,
        lang: 'zh_CN',
      }).catch(() => null);
      const nickName = typeof info?.nickname === 'string' ? info.nickname : null;
      return { openId, nickName };
    },
    async sendBindNotice({ openId, text }) {
      // A customer-service text message: allowed because the user has just interacted
      // with the official account (the authorisation), unlike a template needing set-up.
      await call(
        '/cgi-bin/message/custom/send',
        { access_token: await accessToken() },
        { touser: openId, msgtype: 'text', text: { content: text } },
      );
    },
    async sendTemplateMessage({ openId, title, text, path }) {
      // A template is set up on the official account first; its id is a setting.
      if (!options.alertTemplateId) throw new WeChatError('PP_WECHAT_ALERT_TEMPLATE_ID is not set');
      await call(
        '/cgi-bin/message/template/send',
        { access_token: await accessToken() },
        {
          touser: openId,
          template_id: options.alertTemplateId,
          ...(options.portalUrl && { url: new URL(path, options.portalUrl).toString() }),
          data: { first: { value: title }, keyword1: { value: text } },
        },
      );
    },
  };
}
