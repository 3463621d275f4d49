import { rm } from 'node:fs/promises';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from './template-db';
import { dropDatabase, testDatabaseUrl } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) await rm(file, { force: true });
  const serverUrl = testDatabaseUrl();
  const template = process.env[PG_TEMPLATE_ENV];
  if (serverUrl && template) await dropDatabase(serverUrl, template);
}
