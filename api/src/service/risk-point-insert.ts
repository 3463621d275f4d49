import type { RiskPointAddRequest } from '@pest-portal/shared/contract';
import type { AuthContext } from '../auth/auth-context';
import type { Db, Queryable } from '../db/db';
import { storedNameOf } from '../files/file-names';
import { findOwnFiles } from '../files/file-queries';
import { invalid, invalidField } from '../http/api-failure';

async function exists(
  db: Queryable,
  table: 'pests' | 'risk_types' | 'risk_grades',
  id: number,
): Promise<boolean> {
  return (await db.query(`select 1 from ${table} where id = $1`, [id])).length > 0;
}

/** The images must be pictures this account uploaded; returns their file ids in order. */
async function ownImages(
  db: Queryable,
  auth: AuthContext,
  urls: readonly string[],
): Promise<{ id: number; storedName: string }[]> {
  const names = urls.map(storedNameOf);
  const files = await findOwnFiles(
    db,
    auth.accountId,
    names.filter((n): n is string => n !== null),
  );
  return names.map((name) => {
    const file = files.find((f) => f.storedName === name);
    if (!file || !file.contentType.startsWith('image/'))
      throw invalidField('images', '图片无效，请重新上传');
    return { id: file.id, storedName: file.storedName };
  });
}

/** Insert a customer's risk point and its photos in one transaction; returns its id. */
export async function insertRiskPoint(
  db: Db,
  auth: AuthContext,
  input: RiskPointAddRequest & { memberId: number; images: string[] },
  now: Date,
): Promise<number> {
  const errors = [
    ...(input.pestId !== undefined && !(await exists(db, 'pests', input.pestId))
      ? [{ field: 'pestId', defaultMessage: '害虫不存在' }]
      : []),
    ...(!(await exists(db, 'risk_types', input.riskTypeId))
      ? [{ field: 'riskTypeId', defaultMessage: '风险类型不存在' }]
      : []),
    ...(!(await exists(db, 'risk_grades', input.riskGradeId))
      ? [{ field: 'riskGradeId', defaultMessage: '风险等级不存在' }]
      : []),
  ];
  if (errors.length) throw invalid(errors);
  const images = await ownImages(db, auth, input.images);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into risk_points (customer_id, member_id, source, pest_id, risk_type_id, risk_grade_id, location, description, created_by_account_id, created_at)
       values ($1, $2, 'customer', $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        auth.customerId,
        input.memberId,
        input.pestId ?? null,
        input.riskTypeId,
        input.riskGradeId,
        input.location,
        input.description,
        auth.accountId,
        now,
      ],
    );
    if (!row) throw new Error('risk point insert returned no id');
    for (const [position, image] of images.entries()) {
      await tx.query(
        'insert into risk_point_images (risk_point_id, position, image_path, file_id) values ($1, $2, $3, $4)',
        [row.id, position, `files/${image.storedName}`, image.id],
      );
    }
    return row.id;
  });
}
