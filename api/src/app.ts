import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import { DATE_FORMAT, isCalendarDate, STATUS, UPLOAD_LIMITS } from '@pest-portal/shared/contract';
import { deriveKeys } from '@pest-portal/shared/crypto';
import { installAnonymousLimit } from './abuse/anonymous-limit';
import { abuseLimits, type AbuseLimits } from './abuse/limits';
import { registerAccountRoutes } from './account/account-routes';
import { logSmsGateway, type SmsGateway } from './account/sms-gateway';
import type { AppContext } from './app-context';
import { registerBrandAssets } from './brand/brand-asset-route';
import { registerGetBaseByDomain } from './brand/get-base-by-domain-route';
import { withAmbientTransactions } from './db/ambient-transaction';
import type { Db } from './db/db';
import { registerDashboardRoutes, registerPlanImageRoute } from './dashboard';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerFileRoutes } from './files/file-routes';
import { background, type Background } from './http/background';
import { sendEnvelope } from './http/envelope';
import { installErrorHandlers } from './http/error-handler';
import { createRouter } from './http/route';
import { trackRoutes } from './http/route-list';
import { trustedProxies } from './http/trusted-proxies';
import { loadServerSecret } from './links/server-secret';
import { registerQrcodeRoutes } from './qrcode/qrcode-routes';
import { registerQualificationRoutes } from './qualification';
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
  /** Replaces some abuse limits (tests: small ones, reached in a few calls). */
  limits?: Partial<AbuseLimits>;
  /** Where work after an answer runs (tests share one to wait for it). */
  background?: Background;
  /** Proxies whose X-Forwarded-For is believed (default: loopback and PP_TRUSTED_PROXIES). */
  trustedProxies?: string[];
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
  const keys = deriveKeys(settings.crypto.key);
  const app = Fastify({
    // A URL Fastify cannot decode (`/files/%E0%A4%A`) answers the envelope like any refusal.
    frameworkErrors: (error, request, reply) =>
      sendEnvelope(
        request,
        reply,
        { statusCode: STATUS.VALIDATION, message: '请求地址无效', data: [] },
        keys,
      ),
    logger: options.logger ?? false,
    logController,
    // The shell's proxy on this machine (and the proxies PP_TRUSTED_PROXIES names) say who
    // the browser is (X-Forwarded-For, which they set); the abuse limits count that
    // address, never a header a caller chose.
    trustProxy: options.trustedProxies ?? trustedProxies(),
    ajv: {
      // Every field's failure at once (a form shows them all; inputs are bounded by their
      // schemas), GET parameters coerced from text the same way as bodies, unlisted fields
      // dropped, defaults filled; `verbose` hands the failing value to the catalogue.
      customOptions: {
        formats: { [DATE_FORMAT]: isCalendarDate },
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: true,
        verbose: true,
      },
    },
  });
  trackRoutes(app);
  const uploadsDir = path.join(settings.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const ctx: AppContext = {
    // A submit's statements join the transaction its request id is claimed in (http/idempotency.ts).
    db: withAmbientTransactions(db),
    settings,
    keys,
    secret: options.secret ?? (await loadServerSecret(settings)),
    requireEncryption: options.requireEncryption ?? false,
    now: options.now ?? (() => new Date()),
    weChat: options.weChat ?? selectWeChat(settings),
    sms: options.sms ?? logSmsGateway(app.log),
    uploadsDir,
    limits: { ...abuseLimits(settings.abuseLimitScale), ...options.limits },
    background: options.background ?? background((message) => app.log.error(message)),
  };
  // Nothing started by a request is cut off by a shutdown (nor finds the database closed).
  app.addHook('onClose', () => ctx.background.settled());
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
  registerQrcodeRoutes(router, ctx);
  registerQualificationRoutes(app, router, ctx);
  registerDashboardRoutes(router, ctx);
  registerPlanImageRoute(app, ctx);
  return app;
}
