import os from 'node:os';
import { readSettings } from '@pest-portal/shared/build/settings.cjs';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { createTestApp } from '../testing/test-app';
import { call } from '../testing/test-client';

/** A database that fails every query, as one that went away would. */
const brokenDb: Db = {
  query: () =>
    Promise.reject(new Error('connection terminated: secret internals at /srv/db.ts:42')),
  exec: () => Promise.reject(new Error('down')),
  transaction: () => Promise.reject(new Error('down')),
  close: () => Promise.resolve(),
};

describe('error handling', () => {
  it('answers 500 in an envelope without leaking the error', async () => {
    const logged: string[] = [];
    const settings = readSettings({ PP_DATA_DIR: os.tmpdir() });
    const stream = { write: (line: string) => void logged.push(line) };
    const app = await buildApp(brokenDb, settings, { logger: { level: 'error', stream } });
    const response = await app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      headers: { systemType: '4' },
      payload: { account: 'a', password: 'b' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: STATUS.SERVER_ERROR,
      message: '服务器内部错误，请稍后再试',
      data: null,
    });
    expect(response.body).not.toMatch(/secret|srv|stack/);
    expect(logged.join('\n')).toContain('connection terminated');
    await app.close();
  });

  // A working database: every call without a token is counted there first (abuse limits).
  it('answers malformed JSON with a 400 envelope', async () => {
    const t = await createTestApp();
    const { app } = t;
    const response = await app.inject({
      method: 'POST',
      url: ENDPOINTS.login.path,
      headers: { systemType: '4', 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.json()).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '请求格式错误',
    });
    expect(await call(app, ENDPOINTS.login, { loginType: 'password', account: '' })).toMatchObject({
      statusCode: STATUS.VALIDATION,
    });
    await t.close();
  });
});
