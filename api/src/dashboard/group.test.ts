import { STATUS, type CompanyEntry } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from '../service/testing/service-test-app';
import { dataOf, sessionOf, type TestSession } from '../service/testing/sessions';

let t: ServiceTestApp;
let hq: TestSession;
let store: TestSession;
let shanghai: number;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  store = await sessionOf(t.app, t.db, 'store_demo');
  [{ id: shanghai }] = (await t.db.query<{ id: number }>(
    "select id from members where name = '华东餐饮上海有限公司'",
  )) as [{ id: number }];
  // Migrating and seeding a fresh database takes a while on a busy machine.
}, 240_000);
afterAll(() => t.close());

const period = { startDate: '2025-12-01', endDate: '2026-11-30' };
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const inPeriod = (at: Date | null) =>
  at !== null && chinaDay(at) >= period.startDate && chinaDay(at) <= period.endDate;

/** The companies of a company list and their sub-companies, each once (the list may repeat one). */
function idsOf(entries: CompanyEntry[]): number[] {
  const walk = (list: CompanyEntry[]): number[] =>
    list.flatMap((c) => [c.memberId, ...walk(c.memberInfoList ?? [])]);
  return [...new Set(walk(entries))];
}

interface RiskRow {
  memberId: number;
  status: string;
  riskTypeId: number;
  createdAt: Date;
  pcoId: number | null;
}

async function risksIn(members: number[]): Promise<RiskRow[]> {
  const rows = await t.db.query<RiskRow>(
    `select r.member_id as "memberId", r.status, r.risk_type_id as "riskTypeId", r.created_at as "createdAt", t.pco_id as "pcoId"
       from risk_points r left join tasks t on t.id = r.task_id where r.member_id = any($1::int[])`,
    [members],
  );
  return rows.filter((r) => inPeriod(new Date(r.createdAt)));
}

async function ratedVisitsIn(
  members: number[],
): Promise<{ score: number | null; endTime: Date }[]> {
  const rows = await t.db.query<{ score: number | null; endTime: Date }>(
    `select c.score, t.end_time as "endTime" from tasks t left join task_comments c on c.task_id = t.id
      where t.member_id = any($1::int[]) and t.status in ('waitSign', 'finished')`,
    [members],
  );
  return rows.filter((r) => inPeriod(new Date(r.endTime)));
}

describe('group analysis', () => {
  it('sums the whole group: visits, risks, open risks and the mean rating from the rows', async () => {
    const members = idsOf(hq.info.companyList);
    const risks = await risksIn(members);
    const visits = await ratedVisitsIn(members);
    const scores = visits.flatMap((v) => (v.score === null ? [] : [v.score]));
    const summary = dataOf(await call(t.app, D.dataSummary, period, { session: hq }));
    expect(summary).toEqual({
      memberCount: members.length,
      visitCount: visits.length,
      riskCount: risks.length,
      openRiskCount: risks.filter((r) => r.status !== 'closed').length,
      avgScore: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
    });
    expect(summary.riskCount).toBeGreaterThan(0);

    const byMember = dataOf(await call(t.app, D.riskMember, period, { session: hq }));
    expect(byMember.map((m) => m.memberId).sort()).toEqual([...members].sort());
    for (const row of byMember)
      expect(row.found).toBe(risks.filter((r) => r.memberId === row.memberId).length);

    const follow = dataOf(await call(t.app, D.riskFollow, period, { session: hq }));
    expect(follow).toEqual(
      ['pending', 'rectifying', 'closed'].map((status) => ({
        status,
        count: risks.filter((r) => r.status === status).length,
      })),
    );
    const types = dataOf(await call(t.app, D.riskTypeCount, period, { session: hq }));
    expect(types.reduce((n, r) => n + r.count, 0)).toBe(risks.length);

    const ratings = dataOf(await call(t.app, D.taskSatisfaction, period, { session: hq }));
    expect(ratings.map((r) => r.count)).toEqual(
      [1, 2, 3, 4, 5].map((s) => scores.filter((x) => x === s).length),
    );
    const months = dataOf(await call(t.app, D.monthSatisfaction, period, { session: hq }));
    expect(months.reduce((n, m) => n + m.ratedCount, 0)).toBe(scores.length);
  });

  it('drills into one member company and its sub-companies', async () => {
    const subtree = idsOf(hq.info.companyList.filter((c) => c.memberId === shanghai));
    const flat = subtree.length
      ? subtree
      : idsOf(
          hq.info.companyList
            .flatMap((c) => c.memberInfoList ?? [])
            .filter((c) => c.memberId === shanghai),
        );
    const risks = await risksIn(flat);
    const summary = dataOf(
      await call(t.app, D.dataSummary, { ...period, memberId: shanghai }, { session: hq }),
    );
    expect(summary.memberCount).toBe(flat.length);
    expect(summary.riskCount).toBe(risks.length);
  });

  it('narrows to one provider branch: only risks found on its visits', async () => {
    const members = idsOf(hq.info.companyList);
    const risks = await risksIn(members);
    const pcoId = risks.find((r) => r.pcoId !== null)!.pcoId!;
    const summary = dataOf(await call(t.app, D.dataSummary, { ...period, pcoId }, { session: hq }));
    expect(summary.riskCount).toBe(risks.filter((r) => r.pcoId === pcoId).length);
  });

  it.each([
    { startDate: '2026-01-15', endDate: '2026-04-10', pcoId: undefined },
    { startDate: '2026-03-05', endDate: '2026-03-20', pcoId: undefined },
    { startDate: '2025-12-01', endDate: '2026-11-30', pcoId: 'first' },
  ])(
    'counts and rates the served visits of $startDate to $endDate (branch: $pcoId) from the rows',
    async ({ pcoId: branch, ...dates }) => {
      const members = idsOf(hq.info.companyList);
      const rows = await t.db.query<{ score: number | null; endTime: Date; pcoId: number }>(
        `select c.score, t.end_time as "endTime", t.pco_id as "pcoId"
           from tasks t left join task_comments c on c.task_id = t.id
          where t.member_id = any($1::int[]) and t.status in ('waitSign', 'finished')`,
        [members],
      );
      const pcoId = branch === undefined ? undefined : Math.min(...rows.map((r) => r.pcoId));
      const visits = rows.filter((r) => {
        const day = chinaDay(new Date(r.endTime));
        return (
          day >= dates.startDate &&
          day <= dates.endDate &&
          (pcoId === undefined || r.pcoId === pcoId)
        );
      });
      const rated = visits.filter((v) => v.score !== null);
      expect(rated.length).toBeGreaterThan(0);
      const filter = { ...dates, pcoId };
      const mean = (scores: number[], digits: number) =>
        Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10 ** digits) /
        10 ** digits;

      const summary = dataOf(await call(t.app, D.dataSummary, filter, { session: hq }));
      expect(summary.visitCount).toBe(visits.length);
      expect(summary.avgScore).toBe(
        mean(
          rated.map((v) => v.score!),
          1,
        ),
      );
      const ratings = dataOf(await call(t.app, D.taskSatisfaction, filter, { session: hq }));
      expect(ratings).toEqual(
        [1, 2, 3, 4, 5].map((score) => ({
          score,
          count: rated.filter((v) => v.score === score).length,
        })),
      );
      const byMonth = new Map<string, number[]>();
      for (const v of rated) {
        const month = chinaDay(new Date(v.endTime)).slice(0, 7);
        byMonth.set(month, [...(byMonth.get(month) ?? []), v.score!]);
      }
      const months = dataOf(await call(t.app, D.monthSatisfaction, filter, { session: hq }));
      expect(months).toEqual(
        [...byMonth.keys()].sort().map((month) => ({
          month,
          avgScore: mean(byMonth.get(month)!, 2),
          ratedCount: byMonth.get(month)!.length,
        })),
      );
    },
  );

  it('refuses a member outside the current company, and bad input', async () => {
    const other = await call(
      t.app,
      D.riskMember,
      { memberId: store.mid as number },
      { session: hq },
    );
    expect(other.statusCode).toBe(STATUS.FORBIDDEN);
    const bad = await call(t.app, D.riskMember, { memberId: 0 }, { session: hq });
    expect(bad.statusCode).toBe(STATUS.VALIDATION);
    expect(bad.data).toEqual([expect.objectContaining({ field: 'memberId' })]);
  });
});
