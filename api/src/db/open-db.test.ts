import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readSettings } from '@pest-portal/shared/build/settings.cjs';
import { openDatabase } from './open-db';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-open-db-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const open = (url: string) =>
  openDatabase(readSettings({ PP_DATA_DIR: dataDir, DATABASE_URL: url }));

describe('openDatabase with DATABASE_URL', () => {
  it('refuses a value that is not a PostgreSQL URL, naming the setting but not its value', async () => {
    for (const url of ['not a url', 'mysql://pp:secret@db/pp', 'localhost:5432/pp']) {
      const failure = open(url);
      await expect(failure).rejects.toThrow(
        'Setting DATABASE_URL must be a postgres:// or postgresql:// URL.',
      );
      await expect(failure).rejects.not.toThrow(/secret/);
    }
  });

  it('names the setting when its server cannot be reached', async () => {
    // Port 1 on the loopback: refused at once, no server needed.
    await expect(open('postgres://pp:secret@127.0.0.1:1/pp')).rejects.toThrow(
      /^cannot use the PostgreSQL server of DATABASE_URL: .*ECONNREFUSED/,
    );
  });
});
