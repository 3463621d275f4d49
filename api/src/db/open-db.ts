import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '@pest-portal/shared/build/settings.cjs';
import type { Db } from './db';
import { pgDb } from './pg-db';
import { openPglite } from './pglite-db';

/**
 * DATABASE_URL, checked the way settings.cjs checks its URLs: pg reads any other text as
 * a socket path or a host named after a fragment of it, and fails later with an error
 * that names neither. The value is not repeated: it may hold a password.
 */
function postgresUrl(raw: string): string {
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new Error('Setting DATABASE_URL must be a postgres:// or postgresql:// URL.');
  return raw;
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // A name with several addresses (localhost: ::1 and 127.0.0.1) that all refuse gives
  // an AggregateError without a message; its code still says why.
  return error.message || (error as NodeJS.ErrnoException).code || error.name;
}

/** The server of DATABASE_URL, asked once at start-up so a wrong host, password or database name says which setting. */
async function openPgServer(raw: string): Promise<Db> {
  const db = pgDb(postgresUrl(raw));
  try {
    await db.query('select 1');
    return db;
  } catch (error) {
    await db.close();
    throw new Error(`cannot use the PostgreSQL server of DATABASE_URL: ${reason(error)}`);
  }
}

/**
 * The database of settings: a PostgreSQL server when DATABASE_URL is set, else the
 * embedded PGlite persisted under `${dataDir}/pg`. `where` describes it for the log
 * (never the URL itself, which may hold a password).
 */
export async function openDatabase(settings: Settings): Promise<{ db: Db; where: string }> {
  if (settings.databaseUrl)
    return {
      db: await openPgServer(settings.databaseUrl),
      where: 'PostgreSQL server (DATABASE_URL)',
    };
  const dir = path.join(settings.dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  return { db: await openPglite(dir), where: `PGlite in ${dir}` };
}
