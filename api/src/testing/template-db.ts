import { readFile, writeFile } from 'node:fs/promises';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { pgDb } from '../db/pg-db';
import { pgliteDb } from '../db/pglite-db';
import { seedDemoData } from '../seed/seed-demo';
import {
  createDatabase,
  openTestDatabase,
  testDatabaseName,
  testDatabaseUrl,
} from './test-database';

/** Where jest's global setup left the migrated, seeded database for the test files to copy. */
export const TEMPLATE_ENV = 'PP_API_TEST_DB_TEMPLATE';
/** The same on a PostgreSQL server (PP_TEST_DATABASE_URL): the template database's name. */
export const PG_TEMPLATE_ENV = 'PP_API_TEST_PG_TEMPLATE';

async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seedDemoData(db, { scale: 1, now: new Date() });
}

/**
 * Starting PGlite runs initdb, which takes seconds; loading a dumped data folder does
 * not. So the suite migrates and seeds one database once, and every test file starts its
 * own in-memory copy of it.
 */
export async function writeTemplate(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite();
  await migrateAndSeed(pgliteDb(pg));
  const dump = await pg.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}

/**
 * On a PostgreSQL server the template is a database (CREATE DATABASE ... TEMPLATE copies
 * it in a moment). Closed before any copy: a template must have no open connection.
 * Returns its name.
 */
export async function writePgTemplate(serverUrl: string): Promise<string> {
  const name = testDatabaseName('template');
  const db = pgDb(await createDatabase(serverUrl, name));
  try {
    await migrateAndSeed(db);
  } finally {
    await db.close();
  }
  return name;
}

/** A copy of the template for one test file, or null when there is none (a file run outside the suite's setup). */
export async function openTemplateCopy(): Promise<Db | null> {
  if (testDatabaseUrl()) {
    const template = process.env[PG_TEMPLATE_ENV];
    return template ? openTestDatabase(template) : null;
  }
  const file = process.env[TEMPLATE_ENV];
  if (!file) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite({ loadDataDir: new Blob([await readFile(file)]) });
  await pg.waitReady;
  return pgliteDb(pg);
}
