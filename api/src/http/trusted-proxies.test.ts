import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, STATUS, SYSTEM_TYPE } from '@pest-portal/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { trustedProxies } from './trusted-proxies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A branding call arriving from `from`, naming `client` in X-Forwarded-For. */
const branding = (app: FastifyInstance, from: string, client: string) =>
  app
    .inject({
      method: 'GET',
      url: ENDPOINTS.getBaseByDomain.path,
      query: { doMain: 'http://localhost:8080' },
      headers: { systemType: SYSTEM_TYPE, 'x-forwarded-for': client },
      remoteAddress: from,
    })
    .then((r) => (r.json() as { statusCode: number }).statusCode);

const oneCallEach = { anonymousPerAddress: { max: 1, windowSeconds: 60 } };

describe('PP_TRUSTED_PROXIES', () => {
  it('trusts loopback always, and the addresses and ranges listed', () => {
    expect(trustedProxies({})).toEqual(['127.0.0.1', '::1']);
    expect(trustedProxies({ PP_TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,fd00::/8' })).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    for (const wrong of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129'])
      expect(() => trustedProxies({ PP_TRUSTED_PROXIES: wrong })).toThrow(
        `Setting PP_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas, got "${wrong}".`,
      );
  });

  it('counts each browser behind a listed proxy at its own address', async () => {
    const app = await t.build({
      limits: oneCallEach,
      trustedProxies: trustedProxies({ PP_TRUSTED_PROXIES: '10.0.0.0/8' }),
    });
    expect(await branding(app, '10.1.2.3', '203.0.113.30')).toBe(STATUS.OK);
    expect(await branding(app, '10.1.2.3', '203.0.113.31')).toBe(STATUS.OK);
    expect(await branding(app, '10.1.2.3', '203.0.113.30')).toBe(STATUS.LOCKED);
  });

  it('ignores the header from a proxy not listed, and from a caller', async () => {
    const app = await t.build({ limits: oneCallEach, trustedProxies: trustedProxies({}) });
    // Not listed: every browser behind it shares its address.
    expect(await branding(app, '10.9.9.9', '203.0.113.40')).toBe(STATUS.OK);
    expect(await branding(app, '10.9.9.9', '203.0.113.41')).toBe(STATUS.LOCKED);
    // A caller choosing its own address gains nothing.
    expect(await branding(app, '198.51.100.40', '203.0.113.42')).toBe(STATUS.OK);
    expect(await branding(app, '198.51.100.40', '203.0.113.43')).toBe(STATUS.LOCKED);
  });
});
