import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSettings, type Settings } from '@pest-portal/shared/build/settings.cjs';
import { buildApp } from '../../app';
import type { Db } from '../../db/db';
import { TEST_NOW } from '../../testing/fixed-day';
import { templateCopyOrFresh } from '../../testing/template-db';

export { TEST_NOW };

export interface ServiceTestApp {
  app: FastifyInstance;
  db: Db;
  settings: Settings;
  now: Date;
  close(): Promise<void>;
}

/**
 * The real server (app.ts) over an in-memory PGlite (or a database of its own on the
 * server of PP_TEST_DATABASE_URL) with the demo data made for TEST_NOW: a copy of the
 * suite's fixed-day template when jest's global setup made one.
 */
export async function createServiceTestApp(): Promise<ServiceTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-service-test-'));
  const settings = readSettings({ PP_DATA_DIR: dataDir });
  const db = await templateCopyOrFresh('fixedDay');
  const app = await buildApp(db, settings, { now: () => TEST_NOW });
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
