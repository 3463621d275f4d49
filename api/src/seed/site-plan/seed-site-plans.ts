import type { Queryable } from '../../db/db';
import { createRng } from '../prng';
import { placeDevices } from './device-placement';
import { floorLayout } from './floor-layout';
import { floorPlanSvg } from './floor-plan-svg';

/** Its own generator: drawing plans must not shift the numbers the other seeds draw. */
const SEED = 20260421;

interface AreaRow {
  id: number;
  customerId: number;
  name: string;
  deviceIds: number[];
}

/**
 * Every seeded area without a plan gets one (an SVG floor plan of rooms of its kind), and
 * its devices a place against the plan's walls. Deterministic for the same areas and
 * devices; the areas, devices and their codes stay as they are.
 */
export async function seedSitePlans(db: Queryable): Promise<number> {
  const rng = createRng(SEED);
  const areas = await db.query<AreaRow>(
    `select a.id, a.customer_id as "customerId", a.name,
            coalesce(array_agg(d.id order by d.id) filter (where d.id is not null), '{}') as "deviceIds"
       from service_areas a left join devices d on d.area_id = a.id
      where not exists (select 1 from area_plans p where p.area_id = a.id)
      group by a.id order by a.id`,
  );
  const plans: [number, number, string, number, number, Buffer][] = [];
  const places: [number, number, number][] = [];
  for (const area of areas) {
    const layout = floorLayout(area.name, rng);
    const svg = floorPlanSvg(area.name, layout, rng);
    plans.push([
      area.id,
      area.customerId,
      'image/svg+xml',
      layout.width,
      layout.height,
      Buffer.from(svg),
    ]);
    placeDevices(layout, area.deviceIds.length, rng).forEach((point, i) =>
      places.push([area.deviceIds[i] ?? 0, point.x, point.y]),
    );
  }
  if (!plans.length) return 0;
  await db.query(
    `insert into area_plans (area_id, customer_id, content_type, width, height, body)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::bytea[])`,
    [0, 1, 2, 3, 4, 5].map((c) => plans.map((row) => row[c])),
  );
  await db.query(
    `update devices d set plan_x = p.x, plan_y = p.y
       from unnest($1::int[], $2::float8[], $3::float8[]) as p(id, x, y) where d.id = p.id`,
    [0, 1, 2].map((c) => places.map((row) => row[c])),
  );
  return plans.length;
}
