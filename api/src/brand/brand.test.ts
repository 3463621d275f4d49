import { ENDPOINTS, STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';

let t: TestApp;
let hq: SessionInfo;
let store: SessionInfo;
let other: SessionInfo;
beforeAll(async () => {
  t = await createTestApp();
  [hq, store, other] = [
    await login(t.app, 'hq_demo'),
    await login(t.app, 'store_demo'),
    await login(t.app, 'other_demo'),
  ];
});
afterAll(() => t.close());

/** As the shell asks: with the session of whoever the ids belong to, when logged in. */
const brand = (doMain: string, isHq?: 'true' | 'false', memberId?: string, as?: SessionInfo) =>
  call(
    t.app,
    ENDPOINTS.getBaseByDomain,
    { doMain, ...(isHq ? { isHq } : {}), ...(memberId ? { memberId } : {}) },
    as ? { session: as } : {},
  );

describe('getBaseByDomain', () => {
  it('gives the provider’s default brand to an unknown host, with URLs under the API base path', async () => {
    const envelope = await brand('http://localhost:8080');
    expect(envelope).toEqual({
      statusCode: STATUS.OK,
      message: 'success',
      data: {
        customerName: '安宝虫控客户服务平台',
        customerFavicon: '/api/brand/provider-favicon.svg',
        customerPicture: '/api/brand/provider-logo.svg',
      },
    });
  });

  it('gives the brand of a known hostname', async () => {
    expect((await brand('https://portal.cleanshield.cn')).data.customerName).toBe(
      '洁盾有害生物防治',
    );
    expect((await brand('service.greenguard.com.cn')).data.customerName).toBe('绿卫虫控服务');
  });

  it('gives a logged-in customer its own brand, by hqIdList or memberIdList', async () => {
    expect(
      (await brand('http://localhost:8080', 'true', hq.hqIdList.join(','), hq)).data
        .customerPicture,
    ).toBe('/api/brand/huadong-logo.svg');
    const subCompany = hq.companyList[0]?.memberInfoList?.[0]?.memberIdList.join(',');
    expect((await brand('http://localhost:8080', 'false', subCompany, hq)).data.customerName).toBe(
      '华东餐饮集团',
    );
    expect(
      (await brand('http://localhost:8080', 'false', store.memberIdList.join(','), store)).data
        .customerName,
    ).toBe('上海静安食品有限公司');
  });

  it('names no customer to a caller without its session: the page’s host brand instead', async () => {
    const ids = store.memberIdList.join(',');
    const stranger = await brand('http://localhost:8080', 'false', ids);
    expect(stranger.data.customerName).toBe('安宝虫控客户服务平台');
    expect((await brand('http://localhost:8080', 'false', ids, other)).data.customerName).toBe(
      '安宝虫控客户服务平台',
    );
  });

  it('falls back to the hostname for a customer without a brand, or ids that mean nothing', async () => {
    expect(
      (await brand('https://portal.cleanshield.cn', 'false', String(other.mid))).data.customerName,
    ).toBe('洁盾有害生物防治');
    expect((await brand('http://localhost', 'false', 'x,999999')).data.customerName).toBe(
      '安宝虫控客户服务平台',
    );
  });

  it('requires doMain', async () => {
    expect(await call(t.app, ENDPOINTS.getBaseByDomain, { doMain: '' })).toMatchObject({
      statusCode: STATUS.VALIDATION,
      message: '请填写页面域名',
    });
  });
});

describe('brand images', () => {
  it('serves the SVG logos and favicons', async () => {
    for (const file of ['huadong-logo.svg', 'provider-favicon.svg']) {
      const response = await t.app.inject({ method: 'GET', url: `/brand/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('answers an unknown image with an envelope 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/brand/nothing.svg' });
    expect(response.json()).toMatchObject({ statusCode: STATUS.NOT_FOUND });
  });
});
