import os from 'node:os';
import path from 'node:path';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV, writePgTemplate, writeTemplate } from './template-db';
import { testDatabaseUrl } from './test-database';

/** Jest global setup: one migrated, seeded database for all test files (see template-db.ts). */
export default async function globalSetup(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  // Workers start after this and inherit the environment.
  if (serverUrl) {
    process.env[PG_TEMPLATE_ENV] = await writePgTemplate(serverUrl);
    return;
  }
  const file = path.join(os.tmpdir(), `pp-api-test-template-${process.pid}.tar`);
  await writeTemplate(file);
  process.env[TEMPLATE_ENV] = file;
}
