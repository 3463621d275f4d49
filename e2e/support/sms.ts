import fs from 'node:fs';
import { expect } from '@playwright/test';
import { serverLogFile } from './env';

/** How far the server log has grown: read codes only from what is written after this. */
export function logMark(): number {
  const file = serverLogFile();
  if (!file || !fs.existsSync(file)) {
    throw new Error(
      'No server log to read SMS codes from: PP_E2E_LOG is unset or missing. The webServer was probably ' +
        'reused (stop the running servers, or run with CI=1) so that support/start-servers.cjs starts them.',
    );
  }
  return fs.statSync(file).size;
}

/**
 * Wait for the API to log a login code for `phone` after `mark` (spec: the API logs
 * `[sms] login code for <phone>: <code>` instead of sending a text message) and return it.
 */
export async function readLoginCode(
  phone: string,
  mark: number,
  timeout = 15_000,
): Promise<string> {
  const file = serverLogFile() as string;
  const pattern = new RegExp(`\\[sms\\] login code for ${phone}: (\\w+)`, 'g');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const text = fs.readFileSync(file).subarray(mark).toString('utf8');
        const matches = [...text.matchAll(pattern)];
        code = matches.at(-1)?.[1];
        return code;
      },
      { timeout, message: `an SMS login code for ${phone} in ${file}` },
    )
    .toBeTruthy();
  return code as string;
}
