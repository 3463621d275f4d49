import type { Queryable } from '../../db/db';
import type { PackScope } from './pack-scope';

export interface PackFile {
  id: number;
  kind: string;
  name: string;
  fileName: string;
  validTo: string | null;
}

export interface PackReport {
  taskId: number;
  orderNo: string;
  memberName: string;
  planDate: string;
  taskTypeName: string;
  signedAt: string;
}

export interface PackContents {
  files: PackFile[];
  reports: PackReport[];
  riskPoints: number;
}

/**
 * What a pack holds, read before the archive is built: the customer's files still valid
 * today, and the signed (finished) visits of the picked companies planned in the period,
 * by company then date. Risk points: those raised in the period and any still open.
 */
export async function packContents(
  db: Queryable,
  customerId: number,
  today: string,
  scope: PackScope,
): Promise<PackContents> {
  const files = await db.query<PackFile>(
    `select id, kind, name, file_name as "fileName", to_char(valid_to, 'YYYY-MM-DD') as "validTo"
       from qualification_files
      where customer_id = $1 and (valid_to is null or valid_to >= $2::date)
      order by array_position(array['businessLicence','serviceLicence','pesticideRegistration',
        'technicianCertificate','liabilityInsurance','safetyDataSheet','serviceContract']::text[], kind), name, id`,
    [customerId, today],
  );
  const reports = await db.query<PackReport>(
    `select t.id as "taskId", t.order_no as "orderNo", m.name as "memberName",
            to_char(t.plan_date, 'YYYY-MM-DD') as "planDate", tt.name as "taskTypeName",
            to_char(t.customer_signed_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as "signedAt"
       from tasks t join members m on m.id = t.member_id join task_types tt on tt.id = t.task_type_id
      where t.customer_id = $1 and t.member_id = any($2::int[]) and t.status = 'finished'
        and t.plan_date between $3::date and $4::date
      order by array_position($2::int[], t.member_id), t.plan_date, t.id`,
    [customerId, scope.memberIds, scope.startDate, scope.endDate],
  );
  const [risks] = await db.query<{ n: number }>(
    `select count(*)::int as n from risk_points r
      where r.customer_id = $1 and r.member_id = any($2::int[]) and ${RISKS_IN_PERIOD}`,
    [customerId, scope.memberIds, scope.startDate, scope.endDate],
  );
  return { files, reports, riskPoints: risks?.n ?? 0 };
}

/** Raised within the period (China dates), or raised before its end and not yet closed. */
export const RISKS_IN_PERIOD = `((r.created_at at time zone 'Asia/Shanghai')::date between $3::date and $4::date
  or ((r.created_at at time zone 'Asia/Shanghai')::date <= $4::date and r.status <> 'closed'))`;
