import { migrate } from '../db/migrate';
import { DEMO_CUSTOMERS } from './demo-data';
import { seedDemoData } from './seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe('migrations and seed', () => {
  it('records every migration once and applies nothing the second time', async () => {
    const versions = (
      await t.db.query<{ version: string }>(
        'select version from schema_migrations order by version',
      )
    ).map((r) => r.version);
    expect(versions.slice(0, 5)).toEqual([
      '001_core',
      '002_brands',
      '003_files',
      '004_feedback',
      '005_wechat',
    ]);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('seeds only an empty database', async () => {
    const before = await count('feedback');
    expect(await seedDemoData(t.db, { scale: 1, now: new Date() })).toBe(false);
    expect(await count('feedback')).toBe(before);
  });

  it('holds the demo tenants, accounts and companies', async () => {
    expect(await count('customers')).toBe(DEMO_CUSTOMERS.length);
    const accounts = await t.db.query<{ accountName: string; status: string }>(
      'select account_name as "accountName", status from accounts order by id',
    );
    expect(accounts).toEqual([
      { accountName: 'hq_demo', status: 'active' },
      { accountName: 'store_demo', status: 'active' },
      { accountName: 'disabled_demo', status: 'disabled' },
      { accountName: 'other_demo', status: 'active' },
      { accountName: 'expired_demo', status: 'active' },
      { accountName: 'pwd_demo', status: 'active' },
    ]);
    // Every member has some feedback, in every status somewhere.
    const perMember = await t.db.query<{ n: number }>(
      'select count(f.id)::int as n from members m left join feedback f on f.member_id = m.id group by m.id',
    );
    expect(perMember.every((r) => r.n >= 1)).toBe(true);
    const statuses = await t.db.query<{ status: string }>(
      'select distinct status from feedback order by status',
    );
    expect(statuses.map((r) => r.status)).toEqual(['pending', 'processing', 'replied']);
  });

  it('is deterministic: the same seed gives the same keys', async () => {
    const [hq] = await t.db.query<{ key: string }>(
      `select account_key as key from accounts where account_name = 'hq_demo'`,
    );
    // The first 32 hex digits drawn from mulberry32(20260101): a change here changes every demo.
    expect(hq?.key).toBe('49cfb165133d04c155d2e6cf09c5e533');
  });
});
