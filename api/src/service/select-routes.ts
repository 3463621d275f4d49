import {
  ENDPOINTS,
  type MemberOption,
  type RiskGradeOption,
  type SelectOption,
  type StaffOption,
} from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Router } from '../http/route';

/** Providers who have a work order with one of `members`: exists stops at the first, whatever the volume. */
const SERVES =
  'exists (select 1 from tasks t where t.pco_id = p.id and t.member_id = any($1::int[]))';

/** The select lists of the riskPoint page and the filters: reference lists, staff, branches, companies. */
export function registerSelectRoutes(router: Router, ctx: AppContext): void {
  const { db } = ctx;
  router.route(ENDPOINTS.pestSelect, () =>
    db.query<SelectOption>('select id as value, name as label from pests order by sort, id'),
  );
  router.route(ENDPOINTS.riskTypeSelect, () =>
    db.query<SelectOption>('select id as value, name as label from risk_types order by sort, id'),
  );
  router.route(ENDPOINTS.riskGradeSelect, () =>
    db.query<RiskGradeOption>(
      'select id as value, name as label, level from risk_grades order by level',
    ),
  );
  router.route(ENDPOINTS.adminExtSelect, (_input, { auth }) =>
    db.query<StaffOption>(
      `select te.id as value, te.name as label, te.role, te.phone, p.name as "pcoName"
           from technicians te join pcos p on p.id = te.pco_id where ${SERVES} order by p.id, te.role desc, te.id`,
      [auth.midScope],
    ),
  );
  router.route(ENDPOINTS.pcoSelect, (_input, { auth }) =>
    db.query<SelectOption>(
      `select p.id as value, p.name as label from pcos p where ${SERVES} order by p.id`,
      [auth.midScope],
    ),
  );
  router.route(ENDPOINTS.memberSelect, (_input, { auth }) => {
    const scope = new Set(auth.midScope);
    const options: MemberOption[] = auth.members
      .filter((m) => scope.has(m.id))
      .map((m) => ({
        value: m.id,
        label: m.name,
        parentId: m.id === auth.mid ? null : m.parentId,
      }));
    return Promise.resolve(options);
  });
}
