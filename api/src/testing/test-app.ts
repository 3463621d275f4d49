import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readSettings, type Settings } from '@pest-portal/shared/build/settings.cjs';
import { buildApp, type AppOptions } from '../app';
import type { Db } from '../db/db';
import { background } from '../http/background';
import { templateCopyOrFresh } from './template-db';

/** A clock the test can move forward (expiry, lockout and resend windows). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  settings: Settings;
  clock: TestClock;
  /** Every message the server logged, in order (login codes are read from here). */
  logs: string[];
  /** Wait for the work the servers do after an answer (a login code's text). */
  settled(): Promise<void>;
  /** Another server over the same database, with other options. */
  build(options: AppOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

/**
 * The real server over an in-memory PGlite (or a database of its own on the server of
 * PP_TEST_DATABASE_URL), migrated and seeded with the demo data (a copy of the suite's
 * template when jest's global setup made one), its uploads in a fresh temporary folder.
 * One per test file.
 */
export async function createTestApp(options: AppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-api-test-'));
  const settings = readSettings({ PP_DATA_DIR: dataDir });
  const clock = testClock();
  const db = await templateCopyOrFresh('today');
  const logs: string[] = [];
  const stream = {
    write: (line: string) =>
      void logs.push(String((JSON.parse(line) as { msg?: unknown }).msg ?? '')),
  };
  const apps: FastifyInstance[] = [];
  const work = background((message) => void logs.push(message));
  const build = async (more: AppOptions) => {
    const app = await buildApp(db, settings, {
      logger: { level: 'info', stream },
      now: clock.now,
      background: work,
      ...options,
      ...more,
    });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await build({});
  return {
    app,
    db,
    settings,
    clock,
    logs,
    settled: () => work.settled(),
    build,
    async close() {
      for (const a of apps) await a.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
