import { createHash, randomBytes } from 'node:crypto';
import type { WeChatSignature } from '@pest-portal/shared/contract';

/**
 * The JS-SDK config signature, as the platform defines it: SHA-1 of
 * `jsapi_ticket=T&noncestr=N&timestamp=TS&url=U`, the keys in that (ASCII) order, the
 * URL as the page's without its fragment.
 */
export function jsSdkSignature(
  ticket: string,
  nonceStr: string,
  timestamp: number,
  url: string,
): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newNonce(length = 16): string {
  return [...randomBytes(length)].map((b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}

export function signPage(appId: string, ticket: string, url: string, now: Date): WeChatSignature {
  const nonceStr = newNonce();
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature(ticket, nonceStr, timestamp, url),
  };
}
