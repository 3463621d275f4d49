import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import type { CodecKeys } from '@pest-portal/shared/crypto';
import type { AbuseLimits } from './abuse/limits';
import type { SmsGateway } from './account/sms-gateway';
import type { Db } from './db/db';
import type { Background } from './http/background';
import type { WeChatAdapter } from './wechat/wechat-adapter';

/** What every route of the server may use; built once in app.ts. */
export interface AppContext {
  db: Db;
  settings: Settings;
  /** The codec keys of the wire encryption (spec §7), from settings.crypto.key. */
  keys: CodecKeys;
  /** The server-only signing secret of report and file links (links/server-secret.ts). */
  secret: Buffer;
  /** Refuse plaintext calls (production: PP_ENCRYPTION on). */
  requireEncryption: boolean;
  /** The clock: tests move it to reach expiry and lockout windows. */
  now: () => Date;
  weChat: WeChatAdapter;
  sms: SmsGateway;
  /** Where uploads are stored: `${dataDir}/uploads`. */
  uploadsDir: string;
  /** The abuse limits (abuse/limits.ts): settings.abuseLimitScale's, or a test's own. */
  limits: AbuseLimits;
  /** Work started by a request and finished after its answer (a login code's text). */
  background: Background;
}
