import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

/** A certificate the static servers serve https and HTTP/2 with (PP_TLS_CERT, PP_TLS_KEY). */
export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /** Chromium's flag that trusts this certificate's key as if a public authority had signed it. */
  chromiumFlag: string;
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 in `dir`, made once and kept (a
 * portal started by hand for bench/waterfall.ts serves the same one).
 *
 * The browser is told to trust its key with `--ignore-certificate-errors-spki-list`, not
 * with Playwright's ignoreHTTPSErrors: Chromium keeps nothing in its HTTP cache from an
 * origin whose certificate it merely ignores, and a warm load would measure a cold one.
 */
export async function testCertificate(dir: string): Promise<TestCertificate> {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  if (!fs.existsSync(certFile) || !fs.existsSync(keyFile)) {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
    fs.writeFileSync(certFile, pems.cert);
  }
  const spki = new crypto.X509Certificate(fs.readFileSync(certFile)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  const hash = crypto.createHash('sha256').update(spki).digest('base64');
  return { certFile, keyFile, chromiumFlag: `--ignore-certificate-errors-spki-list=${hash}` };
}
