import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import { request, type CallOptions } from '../http-client';

/** The JS bridge's config signature for a page URL (fragment removed, as the bridge requires). */
export const getWeChatSignature = (mid: string, url: string, options?: CallOptions) =>
  request(ENDPOINTS.weChatSignature, { mid: Number(mid), url: url.split('#')[0] ?? url }, options);
