export interface WeChatBaseInfo {
  /** null when no messaging-app account is bound. */
  openId: string | null;
  nickName: string | null;
}

export interface WeChatSignatureQuery {
  mid: string;
  /** The page URL without its fragment, as the JS bridge requires. */
  url: string;
}

export interface WeChatSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export interface WeChatBindQuery {
  /** The OAuth code the messaging app hands back. */
  code: string;
}
