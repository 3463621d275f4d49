import type { Queryable } from '../../db/db';
import { assetPath, signatureName } from './assets';

/** The provider's reference lists, the same for every customer (fixed ids keep the seed deterministic). */
export const TASK_TYPES = [
  '常规虫害防治',
  '首次全面处理',
  '加强处理',
  '应急处理',
  '白蚁防治',
  '季度质量巡检',
] as const;
export const PESTS = [
  ['德国小蠊', 'crawling'],
  ['美洲大蠊', 'crawling'],
  ['褐家鼠', 'rodent'],
  ['小家鼠', 'rodent'],
  ['家蝇', 'flying'],
  ['果蝇', 'flying'],
  ['蚊子', 'flying'],
  ['蚂蚁', 'crawling'],
  ['仓储害虫', 'stored'],
  ['白蚁', 'other'],
] as const;
export const RISK_TYPES = ['结构缺陷', '卫生问题', '虫害活动', '设施损坏', '管理问题'] as const;
export const RISK_GRADES = ['低风险', '中风险', '高风险'] as const;
export const MATERIALS = [
  ['2.5%高效氯氰菊酯微囊悬浮剂', 'chemical', '高效氯氰菊酯', 'WP20180123', 'ml'],
  ['0.05%氟虫腈胶饵', 'chemical', '氟虫腈', 'WP20150077', 'g'],
  ['0.005%溴敌隆毒饵', 'chemical', '溴敌隆', 'WP20120045', 'g'],
  ['10%吡虫啉可溶液剂', 'chemical', '吡虫啉', 'WP20190210', 'ml'],
  ['粘鼠板', 'material', null, null, '张'],
  ['粘蝇纸', 'material', null, null, '张'],
  ['灭蝇灯灯管', 'material', null, null, '支'],
  ['防鼠挡板', 'material', null, null, '块'],
] as const;
export const PCOS = ['华东服务中心', '华北服务中心'] as const;
/** name, phone, pco (1-based), role */
export const STAFF = [
  ['陈建国', '13800010001', 1, 'technician'],
  ['刘伟', '13800010002', 1, 'technician'],
  ['赵磊', '13800010003', 1, 'technician'],
  ['孙浩', '13800020001', 2, 'technician'],
  ['周强', '13800020002', 2, 'technician'],
  ['吴敏', '13800010009', 1, 'manager'],
  ['郑丽', '13800020009', 2, 'manager'],
] as const;

async function insertNamed(db: Queryable, table: string, names: readonly string[]) {
  await db.query(
    `insert into ${table} (id, name, sort) select i::int, name, i::int from unnest($1::text[]) with ordinality as t(name, i)
     on conflict do nothing`,
    [names],
  );
}

/** Insert the reference lists once (re-running changes nothing), then move the id sequences past them. */
export async function seedReference(db: Queryable): Promise<void> {
  await insertNamed(db, 'task_types', TASK_TYPES);
  await insertNamed(db, 'risk_types', RISK_TYPES);
  await db.query(
    `insert into pests (id, name, category, sort) select i::int, n, c, i::int from unnest($1::text[], $2::text[]) with ordinality as t(n, c, i)
     on conflict do nothing`,
    [PESTS.map((p) => p[0]), PESTS.map((p) => p[1])],
  );
  await db.query(
    `insert into risk_grades (id, name, level) select i::int, n, i::int from unnest($1::text[]) with ordinality as t(n, i) on conflict do nothing`,
    [RISK_GRADES],
  );
  await db.query(
    `insert into materials (id, name, kind, active_ingredient, registration_no, unit)
     select i::int, n, k, a, r, u from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality as t(n, k, a, r, u, i)
     on conflict do nothing`,
    [0, 1, 2, 3, 4].map((c) => MATERIALS.map((m) => m[c])),
  );
  await insertNamedPlain(db, 'pcos', PCOS);
  await db.query(
    `insert into technicians (id, name, phone, pco_id, role, sign_path)
     select i::int, n, p, c, r, s from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[]) with ordinality as t(n, p, c, r, s, i)
     on conflict do nothing`,
    [
      ...[0, 1, 2, 3].map((c) => STAFF.map((s) => s[c])),
      STAFF.map((_, i) => assetPath(signatureName(i % 3))),
    ],
  );
  for (const table of [
    'task_types',
    'risk_types',
    'pests',
    'risk_grades',
    'materials',
    'pcos',
    'technicians',
  ]) {
    await db.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
}

async function insertNamedPlain(db: Queryable, table: string, names: readonly string[]) {
  await db.query(
    `insert into ${table} (id, name) select i::int, name from unnest($1::text[]) with ordinality as t(name, i) on conflict do nothing`,
    [names],
  );
}
