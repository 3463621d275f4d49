import type { TaskDetail, TaskIntro, TaskMaterial, WorkImage } from '@pest-portal/shared/contract';
import { queryOne, type Queryable } from '../db/db';
import { imageUrl, time } from './labels';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from './task-list-query';

interface DetailRow extends SummaryRow {
  pcoName: string;
  technicianPhone: string;
  contactName: string;
  contactPhone: string;
  employeeSignedAt: Date | null;
  customerSignedAt: Date | null;
  customerSignerName: string | null;
}

const DETAIL_SELECT = SUMMARY_SELECT.replace(
  'c.score',
  `c.score, p.name as "pcoName", te.phone as "technicianPhone", t.contact_name as "contactName", t.contact_phone as "contactPhone",
   t.employee_signed_at as "employeeSignedAt", t.customer_signed_at as "customerSignedAt", t.customer_signer_name as "customerSignerName"`,
).replace('left join task_comments', 'join pcos p on p.id = t.pco_id left join task_comments');

export async function taskDetail(db: Queryable, taskId: number): Promise<TaskDetail | null> {
  const row = await queryOne<DetailRow>(db, `${DETAIL_SELECT} where t.id = $1`, [taskId]);
  if (!row) return null;
  const served = row.status === 'waitSign' || row.status === 'finished';
  return {
    ...toSummary(row),
    pcoName: row.pcoName,
    technicianPhone: row.technicianPhone,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    employeeSignedAt: time(row.employeeSignedAt),
    customerSignedAt: time(row.customerSignedAt),
    customerSignerName: row.customerSignerName,
    canComment: served && row.score === null,
    canSign: row.status === 'waitSign',
  };
}

export async function taskIntro(db: Queryable, taskId: number): Promise<TaskIntro | null> {
  return queryOne<TaskIntro>(
    db,
    `select id as "taskId", service_content as "serviceContent", findings, suggestion from tasks where id = $1`,
    [taskId],
  );
}

export async function taskMaterials(db: Queryable, taskId: number): Promise<TaskMaterial[]> {
  const rows = await db.query<Omit<TaskMaterial, 'quantity'> & { quantity: string }>(
    `select tm.id, m.name as "materialName", m.kind, m.active_ingredient as "activeIngredient", m.registration_no as "registrationNo",
            tm.quantity::text as quantity, m.unit, tm.usage_area as "usageArea", tm.usage_method as "usageMethod"
       from task_materials tm join materials m on m.id = tm.material_id
      where tm.task_id = $1 order by tm.id`,
    [taskId],
  );
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
}

export async function workImages(
  db: Queryable,
  basePath: string,
  taskId: number,
): Promise<WorkImage[]> {
  const rows = await db.query<{ id: number; path: string; caption: string }>(
    'select id, image_path as path, caption from task_images where task_id = $1 order by sort, id',
    [taskId],
  );
  return rows.map((r) => ({ id: r.id, imageUrl: imageUrl(basePath, r.path), caption: r.caption }));
}
