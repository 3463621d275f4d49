import { Type, type Static } from '@sinclair/typebox';
import { Id, Input, NonBlank, Nullable, Str } from './schema';

export const WeChatBaseInfo = Type.Object({
  /** null when no messaging-app account is bound. */
  openId: Nullable(Str()),
  nickName: Nullable(Str()),
});
export type WeChatBaseInfo = Static<typeof WeChatBaseInfo>;

export const WeChatSignatureQuery = Input({
  /** The member the page acts for; it must be one of the account's. */
  mid: Id(),
  /** The page URL (its fragment is dropped: the JS bridge signs the URL without it). */
  url: NonBlank(2000, { pattern: '^https?://[^\\s\\u0000]+$' }),
});
export type WeChatSignatureQuery = Static<typeof WeChatSignatureQuery>;

export const WeChatSignature = Type.Object({
  appId: Str(),
  timestamp: Type.Integer(),
  nonceStr: Str(),
  signature: Str(),
});
export type WeChatSignature = Static<typeof WeChatSignature>;

export const WeChatBindQuery = Input({
  /** The OAuth code the messaging app hands back. */
  code: NonBlank(512),
});
export type WeChatBindQuery = Static<typeof WeChatBindQuery>;
