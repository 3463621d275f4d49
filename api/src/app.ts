import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import { UPLOAD_LIMITS } from '@pest-portal/shared/contract';
import { deriveKeys } from '@pest-portal/shared/crypto';
import { installAnonymousLimit } from './abuse/anonymous-limit';
import { registerAccountRoutes } from './account/account-routes';
import { logSmsGateway, type SmsGateway } from './account/sms-gateway';
import type { AppContext } from './app-context';
import { registerBrandAssets } from './brand/brand-asset-route';
import { registerGetBaseByDomain } from './brand/get-base-by-domain-route';
import type { Db } from './db/db';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerFileRoutes } from './files/file-routes';
import { installErrorHandlers } from './http/error-handler';
import { createRouter } from './http/route';
import { loadServerSecret } from './links/server-secret';
import { registerServiceRoutes } from './service';
import { registerWeChatRoutes } from './wechat/wechat-routes';
import { selectWeChat } from './wechat/select-wechat';
import type { WeChatAdapter } from './wechat/wechat-adapter';

export interface AppOptions {
  /** Refuse plaintext calls (main.ts: PP_ENCRYPTION, on in production). */
  requireEncryption?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the clock (tests). */
  now?: () => Date;
  /** Replaces the adapter settings.weChat.mode selects (tests). */
  weChat?: WeChatAdapter;
  /** Replaces the secret read or generated from the settings (tests). */
  secret?: Buffer;
  /** Replaces writing login codes to the log (tests). */
  sms?: SmsGateway;
}

/**
 * The customer-service API as a Fastify instance, not yet listening: main.ts listens,
 * tests call it with `inject`. Routes are mounted at the root with the contract's paths;
 * browsers reach them under settings.api.basePath through a reverse proxy.
 */
export async function buildApp(
  db: Db,
  settings: Settings,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  // Per-request log lines would drown the ones a tester reads (login codes, errors).
  const logController = new LogController({ disableRequestLogging: true });
  // The shell's proxy on this machine says who the browser is (X-Forwarded-For, which it
  // sets itself); the abuse limits count that address, never a header a caller chose.
  const app = Fastify({
    logger: options.logger ?? false,
    logController,
    trustProxy: ['127.0.0.1', '::1'],
  });
  const uploadsDir = path.join(settings.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const ctx: AppContext = {
    db,
    settings,
    keys: deriveKeys(settings.crypto.key),
    secret: options.secret ?? (await loadServerSecret(settings)),
    requireEncryption: options.requireEncryption ?? false,
    now: options.now ?? (() => new Date()),
    weChat: options.weChat ?? selectWeChat(settings),
    sms: options.sms ?? logSmsGateway(app.log),
    uploadsDir,
  };
  // One byte over the limit, so files/upload-route.ts can tell "exactly 5 MB" from "more".
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes + 1, files: 1, fields: 10, parts: 11 },
  });
  installErrorHandlers(app, ctx.keys);
  installAnonymousLimit(app, ctx);
  const router = createRouter(app, ctx);
  registerAccountRoutes(router, ctx);
  registerGetBaseByDomain(router, ctx);
  registerBrandAssets(app, ctx);
  registerWeChatRoutes(router, ctx);
  registerFileRoutes(app, router, ctx);
  registerFeedbackRoutes(router, ctx);
  registerServiceRoutes(app, { router, ctx });
  // TASK_ENDPOINTS (tasks, trends, messages, QR, plans, select lists, system files) are
  // built by their own issue; until then they answer the envelope 404 like any unknown path.
  return app;
}
