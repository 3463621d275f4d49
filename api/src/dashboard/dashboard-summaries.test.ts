import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import { queryOne } from '../db/db';
import { dataOf, sessionOf, type TestSession } from '../service/testing/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call } from '../testing/test-client';

/**
 * The summaries of migration 055 (pest_catch_counts, served_visit_counts) are kept by
 * triggers on their source tables: after each kind of write to each source, they must
 * equal the sums computed here, in JS, from the source rows.
 */
let t: TestApp;
let store: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  store = await sessionOf(t.app, t.db, 'store_demo');
}, 120_000);
afterAll(() => t.close());

/** The China day of an instant, computed in JS (not by the SQL under test). */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** A source row: the summary's key without its bucket, its instant, what it adds. */
interface SourceRow {
  key: string;
  at: Date;
  amount: number;
}

/**
 * The source rows summed in JS into their day's bucket and their month's, keyed as the
 * summary is, must be exactly the summary's rows (`key`, `n`).
 */
async function expectInStep(sourceSql: string, summarySql: string): Promise<void> {
  const expected = new Map<string, number>();
  for (const row of await t.db.query<SourceRow>(sourceSql)) {
    const day = chinaDay(new Date(row.at));
    for (const bucket of [`day/${day}`, `month/${day.slice(0, 8)}01`]) {
      const key = `${row.key}/${bucket}`;
      expected.set(key, (expected.get(key) ?? 0) + row.amount);
    }
  }
  expect(expected.size).toBeGreaterThan(0);
  const summary = await t.db.query<{ key: string; n: number }>(summarySql);
  expect(new Map(summary.map((r) => [r.key, r.n]))).toEqual(expected);
}

const expectCatchesInStep = () =>
  expectInStep(
    `select dc.customer_id || '/' || dc.member_id || '/' || dc.device_id || '/' || c.pest_id as key,
            dc.checked_at as at, c.count as amount
       from device_checks dc join device_check_pests c on c.device_check_id = dc.id`,
    `select customer_id || '/' || member_id || '/' || device_id || '/' || pest_id || '/' || span || '/' ||
            to_char(bucket, 'YYYY-MM-DD') as key, count as n from pest_catch_counts`,
  );

const expectVisitsInStep = () =>
  expectInStep(
    `select t.customer_id || '/' || t.member_id || '/' || t.pco_id || '/' || coalesce(c.score, 0) as key,
            t.end_time as at, 1 as amount
       from tasks t left join task_comments c on c.task_id = t.id
      where t.status in ('waitSign', 'finished')`,
    `select customer_id || '/' || member_id || '/' || pco_id || '/' || score || '/' || span || '/' ||
            to_char(bucket, 'YYYY-MM-DD') as key, visits as n from served_visit_counts`,
  );

/** A served visit of store_demo's company with device checks, and one of its checks with catches. */
async function aCheckWithCatches() {
  const check = await queryOne<{ id: number; taskId: number; deviceId: number; memberId: number }>(
    t.db,
    `select dc.id, dc.task_id as "taskId", dc.device_id as "deviceId", dc.member_id as "memberId"
       from device_checks dc where dc.member_id = $1
        and exists (select 1 from device_check_pests c where c.device_check_id = dc.id)
      order by dc.id desc limit 1`,
    [store.mid],
  );
  if (!check) throw new Error('the seed has no catch of store_demo');
  return check;
}

describe('the dashboard summaries', () => {
  it('hold the sums of the seeded rows', async () => {
    await expectCatchesInStep();
    await expectVisitsInStep();
  });

  it('are rebuilt whole from the rows already there, as the migration does after a seed', async () => {
    // The migration's own statements: its source, not a copy of them here.
    const migration = readFileSync(
      path.join(__dirname, '../../migrations/055_dashboard_summaries.sql'),
      'utf8',
    );
    const rebuild = migration
      .split('\n')
      .filter((line) => /^select (pest_catch_from_pests|served_visit_from_tasks)\(/.test(line));
    expect(rebuild).toHaveLength(2);
    await t.db.query('delete from pest_catch_counts');
    await t.db.query('delete from served_visit_counts');
    for (const statement of rebuild) await t.db.query(statement);
    await expectCatchesInStep();
    await expectVisitsInStep();
  });

  it('follow catches added, changed and removed, and checks moved and deleted', async () => {
    const check = await aCheckWithCatches();
    const pests = await t.db.query<{ id: number }>('select id from pests order by id');
    await t.db.query(
      `insert into device_check_pests (device_check_id, pest_id, count)
       select $1, p.id, 7 from pests p
        where p.id = any($2::int[])
          and not exists (select 1 from device_check_pests c where c.device_check_id = $1 and c.pest_id = p.id)`,
      [check.id, pests.map((p) => p.id)],
    );
    await expectCatchesInStep();
    await t.db.query('update device_check_pests set count = count + 3 where device_check_id = $1', [
      check.id,
    ]);
    await expectCatchesInStep();
    await t.db.query('delete from device_check_pests where device_check_id = $1 and pest_id = $2', [
      check.id,
      pests[0]!.id,
    ]);
    await expectCatchesInStep();
    // 16:30 UTC on the last day of March is already April 1st in China.
    await t.db.query(`update device_checks set checked_at = '2026-03-31T16:30:00Z' where id = $1`, [
      check.id,
    ]);
    await expectCatchesInStep();
    const [other] = await t.db.query<{ id: number }>(
      `select d.id from devices d where d.member_id = $1 and d.id <> $2
          and not exists (select 1 from device_checks dc where dc.task_id = $3 and dc.device_id = d.id)
        limit 1`,
      [check.memberId, check.deviceId, check.taskId],
    );
    if (other) {
      await t.db.query('update device_checks set device_id = $2 where id = $1', [
        check.id,
        other.id,
      ]);
      await expectCatchesInStep();
    }
    await t.db.query('delete from device_checks where id = $1', [check.id]);
    await expectCatchesInStep();
  });

  it('follow ratings, visits served, moved, unserved and deleted, with their checks', async () => {
    const unrated = await queryOne<{ id: number; endTime: Date }>(
      t.db,
      `select t.id, t.end_time as "endTime" from tasks t
        where t.status in ('waitSign', 'finished') and t.member_id = $1
          and not exists (select 1 from task_comments c where c.task_id = t.id)
        order by t.id limit 1`,
      [store.mid],
    );
    const id = unrated!.id;
    await t.db.query(
      `insert into task_comments (task_id, score, content, created_at) values ($1, 2, '', now())`,
      [id],
    );
    await expectVisitsInStep();
    await t.db.query('update task_comments set score = 5 where task_id = $1', [id]);
    await expectVisitsInStep();
    // Across a month's end in China time, and to the other branch.
    await t.db.query(
      `update tasks set end_time = '2026-04-30T16:10:00Z', pco_id = (select min(id) from pcos where id <> tasks.pco_id)
        where id = $1`,
      [id],
    );
    await expectVisitsInStep();
    const waiting = await queryOne<{ id: number }>(
      t.db,
      `select id from tasks where status = 'waitSign' and member_id = $1 order by id limit 1`,
      [store.mid],
    );
    if (waiting) {
      // Signed: still served, nothing moves.
      await t.db.query(
        `update tasks set status = 'finished', customer_signed_at = now(), customer_signer_name = 'test'
          where id = $1`,
        [waiting.id],
      );
      await expectVisitsInStep();
    }
    // No longer served (sent back to planning), then deleted with its rating and checks.
    await t.db.query(
      `update tasks set status = 'pending', end_time = null, employee_signed_at = null,
                        customer_signed_at = null, customer_signer_name = null
        where id = $1`,
      [id],
    );
    await expectVisitsInStep();
    await t.db.query('delete from task_comments where task_id = $1', [id]);
    await expectVisitsInStep();
    const rated = await queryOne<{ id: number }>(
      t.db,
      `select t.id from tasks t join task_comments c on c.task_id = t.id
        where t.member_id = $1 and exists (select 1 from device_checks dc where dc.task_id = t.id
                                            and exists (select 1 from device_check_pests p where p.device_check_id = dc.id))
        order by t.id limit 1`,
      [store.mid],
    );
    await t.db.query('delete from tasks where id = $1', [rated!.id]);
    await expectVisitsInStep();
    await expectCatchesInStep();
  });

  it('answer the charts with what was just recorded', async () => {
    const period = { startDate: '2026-11-01', endDate: '2026-11-23' };
    const check = await aCheckWithCatches();
    await t.db.query(`update device_checks set checked_at = '2026-11-10T04:00:00Z' where id = $1`, [
      check.id,
    ]);
    const added = await queryOne<{ pestId: number }>(
      t.db,
      `insert into device_check_pests (device_check_id, pest_id, count)
       select $1, p.id, 11 from pests p
        where not exists (select 1 from device_check_pests c where c.device_check_id = $1 and c.pest_id = p.id)
        order by p.id limit 1
       returning pest_id as "pestId"`,
      [check.id],
    );
    const rows = await t.db.query<{ pestId: number; checkedAt: Date; count: number }>(
      `select c.pest_id as "pestId", dc.checked_at as "checkedAt", c.count
         from device_checks dc join device_check_pests c on c.device_check_id = dc.id
        where dc.member_id = $1`,
      [store.mid],
    );
    const expected = new Map<number, number>();
    for (const r of rows) {
      const day = chinaDay(new Date(r.checkedAt));
      if (day >= period.startDate && day <= period.endDate)
        expected.set(r.pestId, (expected.get(r.pestId) ?? 0) + r.count);
    }
    expect(expected.get(added!.pestId)).toBeGreaterThanOrEqual(11);
    const answer = dataOf(await call(t.app, D.pestCount, period, { session: store }));
    expect(new Map(answer.map((p) => [p.pestId, p.count]))).toEqual(expected);
  });
});
