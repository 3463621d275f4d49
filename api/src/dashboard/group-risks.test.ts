import { type CompanyEntry } from '@pest-portal/shared/contract';
import { DASHBOARD_ENDPOINTS as D } from '@pest-portal/shared/contract/dashboard';
import { call } from '../testing/test-client';
import { createServiceTestApp, type ServiceTestApp } from '../service/testing/service-test-app';
import { dataOf, sessionOf, type TestSession } from '../service/testing/sessions';

let t: ServiceTestApp;
let hq: TestSession;

beforeAll(async () => {
  t = await createServiceTestApp();
  hq = await sessionOf(t.app, t.db, 'hq_demo');
  // Migrating and seeding a fresh database takes a while on a busy machine.
}, 240_000);
afterAll(() => t.close());

const period = { startDate: '2025-12-01', endDate: '2026-11-30' };
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

function idsOf(entries: CompanyEntry[]): number[] {
  const walk = (list: CompanyEntry[]): number[] =>
    list.flatMap((c) => [c.memberId, ...walk(c.memberInfoList ?? [])]);
  return [...new Set(walk(entries))];
}

/** The period's risks of these companies, straight from the rows, filtered in JS. */
async function risksIn(members: number[]) {
  const rows = await t.db.query<{
    memberId: number;
    gradeId: number;
    status: string;
    createdAt: Date;
  }>(
    `select member_id as "memberId", risk_grade_id as "gradeId", status, created_at as "createdAt"
       from risk_points where member_id = any($1::int[])`,
    [members],
  );
  return rows.filter((r) => {
    const day = chinaDay(new Date(r.createdAt));
    return day >= period.startDate && day <= period.endDate;
  });
}

describe('risk counts of the group', () => {
  it('count the period’s risks per grade, found and open, every grade listed low to high', async () => {
    const risks = await risksIn(idsOf(hq.info.companyList));
    expect(risks.length).toBeGreaterThan(0);
    const grades = dataOf(await call(t.app, D.riskCount, period, { session: hq }));
    const all = await t.db.query<{ id: number }>('select id from risk_grades order by level');
    expect(grades.map((g) => g.riskGradeId)).toEqual(all.map((g) => g.id));
    for (const grade of grades) {
      const of = risks.filter((r) => r.gradeId === grade.riskGradeId);
      expect([grade.found, grade.open]).toEqual([
        of.length,
        of.filter((r) => r.status !== 'closed').length,
      ]);
    }
  });

  it('sort every company in scope by what its risks ask of it', async () => {
    const members = idsOf(hq.info.companyList);
    const risks = await risksIn(members);
    const open = new Set(risks.filter((r) => r.status !== 'closed').map((r) => r.memberId));
    const found = new Set(risks.map((r) => r.memberId));
    const counts = dataOf(await call(t.app, D.responsibleMemberCount, period, { session: hq }));
    expect(counts).toEqual({
      withOpenRisks: open.size,
      allClosed: [...found].filter((id) => !open.has(id)).length,
      noRisks: members.filter((id) => !found.has(id)).length,
    });
    expect(counts.withOpenRisks + counts.allClosed + counts.noRisks).toBe(members.length);
  });
});
