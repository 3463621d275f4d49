import { readFile, writeFile } from 'node:fs/promises';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite-db';
import { seedDemoData } from '../seed/seed-demo';

/** Where jest's global setup left the migrated, seeded database for the test files to copy. */
export const TEMPLATE_ENV = 'PP_API_TEST_DB_TEMPLATE';

/**
 * Starting PGlite runs initdb, which takes seconds; loading a dumped data folder does
 * not. So the suite migrates and seeds one database once, and every test file starts its
 * own in-memory copy of it.
 */
export async function writeTemplate(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite();
  const db = pgliteDb(pg);
  await migrate(db);
  await seedDemoData(db, { scale: 1, now: new Date() });
  const dump = await pg.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}

/** An in-memory copy of the template, or null when there is none (a file run outside the suite's setup). */
export async function openTemplateCopy(): Promise<Db | null> {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite({ loadDataDir: new Blob([await readFile(file)]) });
  await pg.waitReady;
  return pgliteDb(pg);
}
