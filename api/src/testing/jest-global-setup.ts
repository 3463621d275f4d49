import os from 'node:os';
import path from 'node:path';
import { TEMPLATES, writePgTemplate, writeTemplate, type TemplateKind } from './template-db';
import { testDatabaseUrl } from './test-database';

/** Jest global setup: the migrated, seeded databases all test files copy (see template-db.ts). */
export default async function globalSetup(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  // Workers start after this and inherit the environment.
  for (const kind of Object.keys(TEMPLATES) as TemplateKind[]) {
    const { env, pgEnv } = TEMPLATES[kind];
    if (serverUrl) {
      process.env[pgEnv] = await writePgTemplate(kind, serverUrl);
      continue;
    }
    const file = path.join(os.tmpdir(), `pp-api-test-template-${kind}-${process.pid}.tar`);
    await writeTemplate(kind, file);
    process.env[env] = file;
  }
}
