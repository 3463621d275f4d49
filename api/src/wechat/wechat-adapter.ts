/**
 * The messaging platform (WeChat official account) as this server uses it. It cannot be
 * reached from this machine, so it sits behind this one interface: a deterministic test
 * double here and in tests, the live HTTPS client in a deployment (settings.weChat.mode).
 */
export interface WeChatAdapter {
  readonly appId: string;
  /** The JS-SDK ticket that config signatures are made with. */
  jsapiTicket(): Promise<string>;
  /** Exchange an OAuth code (from the platform's redirect) for the user it stands for. */
  exchangeCode(code: string): Promise<WeChatUser>;
  /** Tell the user, inside the messaging app, that the portal account is now bound. */
  sendBindNotice(notice: WeChatNotice): Promise<void>;
  /**
   * A template message: how the official account may notify a user at any time (a
   * customer-service text works only within 48 hours of the user's last interaction).
   * Pest alerts go out this way.
   */
  sendTemplateMessage(message: WeChatTemplateMessage): Promise<void>;
}

/** A notification as a template message: a headline, the details, and where it opens. */
export interface WeChatTemplateMessage {
  openId: string;
  title: string;
  text: string;
  /** The portal page the message opens, relative to the shell's origin. */
  path: string;
}

/** The confirmation a newly bound user receives from the official account. */
export interface WeChatNotice {
  openId: string;
  text: string;
}

export interface WeChatUser {
  openId: string;
  nickName: string | null;
}

/** The platform refused (bad code, bad credentials, quota): the user should retry the binding. */
export class WeChatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeChatError';
  }
}
