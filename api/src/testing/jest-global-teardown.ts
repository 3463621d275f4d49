import { rm } from 'node:fs/promises';
import { TEMPLATES } from './template-db';
import { dropDatabase, testDatabaseUrl } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  for (const { env, pgEnv } of Object.values(TEMPLATES)) {
    const file = process.env[env];
    if (file) await rm(file, { force: true });
    const template = process.env[pgEnv];
    if (serverUrl && template) await dropDatabase(serverUrl, template);
  }
}
