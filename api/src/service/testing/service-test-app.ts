import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSettings, type Settings } from '@pest-portal/shared/build/settings.cjs';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import { deriveKeys } from '@pest-portal/shared/crypto';
import { abuseLimits } from '../../abuse/limits';
import { logSmsGateway } from '../../account/sms-gateway';
import { buildApp } from '../../app';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { background } from '../../http/background';
import { createRouter } from '../../http/route';
import { seedDemoData } from '../../seed/seed-demo';
import { seedService } from '../../seed/service-seed';
import { openTestDatabase } from '../../testing/test-database';
import { selectWeChat } from '../../wechat/select-wechat';
import { registerServiceRoutes } from '../index';

export interface ServiceTestApp {
  app: FastifyInstance;
  db: Db;
  settings: Settings;
  now: Date;
  close(): Promise<void>;
}

/** A fixed clock: the seed and the "this month / this year" lists agree on today. */
export const TEST_NOW = new Date('2026-11-23T02:00:00Z');

/**
 * The real server (app.ts) over an in-memory PGlite (or a database of its own on the
 * server of PP_TEST_DATABASE_URL) with the demo tenants and the service seed at scale 1.
 * Until app.ts registers the service routes, they are added here with the same router
 * and context app.ts builds.
 */
export async function createServiceTestApp(): Promise<ServiceTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-service-test-'));
  const settings = readSettings({ PP_DATA_DIR: dataDir });
  const now = () => TEST_NOW;
  const db = await openTestDatabase();
  await migrate(db);
  await seedDemoData(db, { scale: 1, now: TEST_NOW });
  await db.transaction((tx) => seedService(tx, { now: TEST_NOW, scale: 1 }));
  const app = await buildApp(db, settings, { now });
  if (!app.hasRoute({ method: 'POST', url: ENDPOINTS.servicePage.path })) {
    const ctx: AppContext = {
      db,
      settings,
      keys: deriveKeys(settings.crypto.key),
      secret: Buffer.from('a test secret, not the one app.ts made'),
      requireEncryption: false,
      now,
      weChat: selectWeChat(settings),
      sms: logSmsGateway(app.log),
      uploadsDir: path.join(settings.dataDir, 'uploads'),
      limits: abuseLimits(settings.abuseLimitScale),
      background: background((message) => app.log.error(message)),
    };
    registerServiceRoutes(app, { router: createRouter(app, ctx), ctx });
  }
  await app.ready();
  return {
    app,
    db,
    settings,
    now: TEST_NOW,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
