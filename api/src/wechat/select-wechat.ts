import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import type { WeChatAdapter } from './wechat-adapter';
import { weChatDouble } from './wechat-double';
import { weChatLive } from './wechat-live';

/** settings.weChat.mode: 'double' on this machine, 'live' where the platform is reachable. */
export function selectWeChat(settings: Settings): WeChatAdapter {
  const { appId, mode, secret, alertTemplateId } = settings.weChat;
  if (mode === 'double') return weChatDouble(appId);
  if (!secret) throw new Error('Setting PP_WECHAT_SECRET is required when PP_WECHAT_MODE is live.');
  return weChatLive(appId, secret, Date.now, { alertTemplateId, portalUrl: settings.shell.origin });
}
