import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Db } from '../db/db';
import { pgDb } from '../db/pg-db';
import { openPglite } from '../db/pglite-db';

/**
 * Run the suites against a PostgreSQL server instead of PGlite: the URL of a database the
 * role may connect to, the role allowed to create databases (`createdb`). Each test file
 * then gets a database of its own, created for it and dropped when it closes.
 */
export const TEST_DATABASE_URL_ENV = 'PP_TEST_DATABASE_URL';

export function testDatabaseUrl(): string | undefined {
  return process.env[TEST_DATABASE_URL_ENV] || undefined;
}

/**
 * A new database's name. Random, not counted: jest loads this module afresh for every
 * test file, and with --runInBand they all run in one process. The pid tells whose
 * databases a run left behind if it was killed.
 */
export function testDatabaseName(kind: string): string {
  return `pp_test_${kind}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The same server and credentials, another database. */
function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on a connection of its own to the URL's database: CREATE and DROP DATABASE act from outside the database they name. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Create database `name` (a copy of `template` when given) on the server of `serverUrl`. */
export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  for (const id of [name, template ?? name])
    if (!IDENTIFIER.test(id)) throw new Error(`not a plain database name: ${id}`);
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return urlOf(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain database name: ${name}`);
  // force: a connection a failed test left open must not keep the database alive.
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * A database of its own for one test file: an empty one, or a copy of `template`. With
 * PP_TEST_DATABASE_URL a new database on that server, dropped on close; else an empty
 * in-memory PGlite (template-db.ts makes PGlite copies).
 */
export async function openTestDatabase(template: string | null = null): Promise<Db> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return openPglite();
  const name = testDatabaseName(template ? 'copy' : 'fresh');
  const db = pgDb(await createDatabase(serverUrl, name, template ?? undefined));
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
