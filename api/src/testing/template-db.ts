import { readFile, writeFile } from 'node:fs/promises';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { pgDb } from '../db/pg-db';
import { inMemoryPgliteOptions, pgliteDb } from '../db/pglite-db';
import { seedDemoData } from '../seed/seed-demo';
import { TEST_NOW } from './fixed-day';
import {
  createDatabase,
  openTestDatabase,
  testDatabaseName,
  testDatabaseUrl,
} from './test-database';

/**
 * The seeded databases jest's global setup leaves for the test files to copy, one per day
 * the data is made for: today's (createTestApp) and the fixed day of the service,
 * dashboard and qualification suites (createServiceTestApp, TEST_NOW), whose figures are
 * written for that day. `env` names the dumped PGlite folder; `pgEnv`, with
 * PP_TEST_DATABASE_URL, the template database on that server.
 */
export const TEMPLATES = {
  today: {
    env: 'PP_API_TEST_DB_TEMPLATE',
    pgEnv: 'PP_API_TEST_PG_TEMPLATE',
    now: () => new Date(),
  },
  fixedDay: {
    env: 'PP_API_TEST_DB_TEMPLATE_FIXED_DAY',
    pgEnv: 'PP_API_TEST_PG_TEMPLATE_FIXED_DAY',
    now: () => TEST_NOW,
  },
} as const;
export type TemplateKind = keyof typeof TEMPLATES;

async function migrateAndSeed(db: Db, now: Date): Promise<void> {
  await migrate(db);
  await seedDemoData(db, { scale: 1, now });
}

/**
 * Starting PGlite runs initdb, which takes seconds; loading a dumped data folder does
 * not. So the suite migrates and seeds one database per kind once, and every test file
 * starts its own in-memory copy of it.
 */
export async function writeTemplate(kind: TemplateKind, file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(await inMemoryPgliteOptions());
  await migrateAndSeed(pgliteDb(pg), TEMPLATES[kind].now());
  const dump = await pg.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}

/**
 * On a PostgreSQL server the template is a database (CREATE DATABASE ... TEMPLATE copies
 * it in a moment). Closed before any copy: a template must have no open connection.
 * Returns its name.
 */
export async function writePgTemplate(kind: TemplateKind, serverUrl: string): Promise<string> {
  const name = testDatabaseName(`template_${kind.toLowerCase()}`);
  const db = pgDb(await createDatabase(serverUrl, name));
  try {
    await migrateAndSeed(db, TEMPLATES[kind].now());
  } finally {
    await db.close();
  }
  return name;
}

/**
 * A copy of the `kind` template for one test file, or null when there is none (a file
 * run outside the suite's setup).
 */
export async function openTemplateCopy(kind: TemplateKind): Promise<Db | null> {
  if (testDatabaseUrl()) {
    const template = process.env[TEMPLATES[kind].pgEnv];
    return template ? openTestDatabase(template) : null;
  }
  const file = process.env[TEMPLATES[kind].env];
  if (!file) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite({
    ...(await inMemoryPgliteOptions()),
    loadDataDir: new Blob([await readFile(file)]),
  });
  await pg.waitReady;
  return pgliteDb(pg);
}

/** A copy of the `kind` template, or a database migrated and seeded for its day. */
export async function templateCopyOrFresh(kind: TemplateKind): Promise<Db> {
  const copy = await openTemplateCopy(kind);
  if (copy) return copy;
  const db = await openTestDatabase();
  await migrateAndSeed(db, TEMPLATES[kind].now());
  return db;
}
