import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_ENV, writeTemplate } from './template-db';

/** Jest global setup: one migrated, seeded database for all test files (see template-db.ts). */
export default async function globalSetup(): Promise<void> {
  const file = path.join(os.tmpdir(), `pp-api-test-template-${process.pid}.tar`);
  await writeTemplate(file);
  // Workers start after this and inherit the environment.
  process.env[TEMPLATE_ENV] = file;
}
