import { createTestApp, type TestApp } from '../testing/test-app';
import { analyzeTables } from './analyze';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('analyzeTables', () => {
  it("gathers statistics for the API's own tables only", async () => {
    const tables = await analyzeTables(t.db);
    expect(tables).toEqual(expect.arrayContaining(['accounts', 'tasks', 'schema_migrations']));
    expect(tables.some((name) => name.startsWith('pg_'))).toBe(false);
    const [stats] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'tasks'",
    );
    expect(stats?.n).toBeGreaterThan(0);
  });
});
