import { createTestApp, type TestApp } from '../testing/test-app';
import { vacuumAnalyzeTables } from './vacuum-analyze';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('vacuumAnalyzeTables', () => {
  it("vacuums and gathers statistics for the API's own tables only", async () => {
    const tables = await vacuumAnalyzeTables(t.db);
    expect(tables).toEqual(expect.arrayContaining(['accounts', 'tasks', 'schema_migrations']));
    expect(tables.some((name) => name.startsWith('pg_'))).toBe(false);
    const [stats] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'tasks'",
    );
    expect(stats?.n).toBeGreaterThan(0);
    // The vacuum's mark: the seeded pages are all-visible, so counts can be index-only.
    const [tasks] = await t.db.query<{ visible: number; pages: number }>(
      "select relallvisible as visible, relpages as pages from pg_class where relname = 'tasks' and relnamespace = current_schema()::regnamespace",
    );
    expect(tasks?.pages).toBeGreaterThan(0);
    expect(tasks?.visible).toBe(tasks?.pages);
  });
});
