import type { Queryable } from '../../db/db';
import { PHOTO_COUNT } from './assets';

/**
 * A deterministic pseudo-random number in [0, modulo) from integer SQL expressions: the
 * bulk of the benchmark's rows (device checks, catches, photos, materials) is made
 * set-based inside the database from this hash, which is many times faster than sending
 * them as parameters. Pure integer arithmetic, so the same on every PostgreSQL.
 */
function hash(parts: string, seed: number, modulo: number): string {
  return `(((${parts}) % 1000003 + ${seed % 1000}) * 2654435761 % 4294967291 / 7 % ${modulo})`;
}

/** Which pests each kind of device catches (ids of the reference list, see reference.ts). */
const CATCHES = `case d.device_type when 'bait_station' then array[3, 4] when 'mouse_trap' then array[3, 4]
  when 'fly_light' then array[5, 6, 7] when 'glue_board' then array[1, 2, 4, 8] else array[1, 2, 8, 9] end`;

/**
 * Device checks (up to 8 devices of the member, a rotating subset), their catches (on
 * 40% of checks, one or two pests), two photos and one to three materials for every
 * served visit with an id from `firstTaskId` on.
 */
export async function seedVisitRecordsSql(
  db: Queryable,
  firstTaskId: number,
  seed: number,
): Promise<void> {
  const served = `t.id >= ${firstTaskId} and t.status in ('waitSign', 'finished')`;
  const h = hash('t.id * 7919 + d.id * 104729', seed, 1000);
  await db.query(
    `insert into device_checks (task_id, device_id, customer_id, member_id, checked_at, device_status, remark)
     select t.id, d.id, t.customer_id, t.member_id, t.end_time,
            case when ${h} < 900 then 'normal' when ${h} < 950 then 'damaged' when ${h} < 980 then 'replaced' else 'missing' end,
            case when ${h} >= 900 then '已记录并处理' end
       from tasks t
       cross join lateral (
         select d.id from devices d where d.member_id = t.member_id
          order by (d.id + t.id) % 17, d.id limit 8) d
      where ${served}`,
  );
  const c = (salt: number, modulo: number) => hash(`dc.id * ${salt}`, seed, modulo);
  await db.query(
    `insert into device_check_pests (device_check_id, pest_id, count)
     select distinct on (dc.id, pest) dc.id, pest, 1 + ${c(31, 12)}
       from device_checks dc
       join tasks t on t.id = dc.task_id
       join devices d on d.id = dc.device_id
       cross join lateral (select ${CATCHES} as catches) k
       cross join lateral unnest(array[
         k.catches[1 + ${c(7, 4)} % array_length(k.catches, 1)],
         k.catches[1 + ${c(13, 4)} % array_length(k.catches, 1)]]) as pest
      where ${served} and dc.device_status <> 'missing' and ${c(3, 100)} < 40`,
  );
  const g = (salt: number, modulo: number) => hash(`t.id * ${salt} + g`, seed, modulo);
  await db.query(
    `insert into task_images (task_id, image_path, caption, sort)
     select t.id, 'service-assets/site-photo-' || (1 + ${g(11, PHOTO_COUNT)}) || '.png',
            (array['服务前现场', '设备检查', '施药处理', '服务后现场'])[1 + ${g(5, 4)}], g
       from tasks t cross join generate_series(0, 1) g where ${served}`,
  );
  // Three different materials at most (a base pick plus 3 per row, modulo 8); each used its own way.
  await db.query(
    `insert into task_materials (task_id, material_id, quantity, usage_area, usage_method)
     select t.id, m.id, case when m.kind = 'chemical' then (5 + ${g(19, 195)}) / 2.0 else 1 + ${g(19, 6)} end,
            (array['后厨', '仓库', '外围', '餐厅'])[1 + ${g(23, 4)}],
            (array['滞留喷洒，1:100稀释', '点状施胶', '投放于鼠饵站内', '滞留喷洒，1:200稀释', '布放于地面', '悬挂', '更换', '安装于门底'])[m.id]
       from tasks t cross join generate_series(0, 2) g
       join materials m on m.id = 1 + (${hash('t.id * 17', seed, 8)} + g * 3) % 8
      where ${served} and g <= ${hash('t.id * 37', seed, 3)}`,
  );
}
