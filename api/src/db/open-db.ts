import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import type { Db } from './db';
import { pgDb } from './pg-db';
import { openPglite } from './pglite-db';

/**
 * The database of settings: a PostgreSQL server when DATABASE_URL is set, else the
 * embedded PGlite persisted under `${dataDir}/pg`. `where` describes it for the log
 * (never the URL itself, which may hold a password).
 */
export async function openDatabase(settings: Settings): Promise<{ db: Db; where: string }> {
  if (settings.databaseUrl)
    return { db: pgDb(settings.databaseUrl), where: 'PostgreSQL server (DATABASE_URL)' };
  const dir = path.join(settings.dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  return { db: await openPglite(dir), where: `PGlite in ${dir}` };
}
