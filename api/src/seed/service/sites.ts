import type { Queryable } from '../../db/db';
import type { Rng } from '../prng';
import { bulkInsert, nextId, syncSequence } from './bulk';

export interface SeedMember {
  id: number;
  customerId: number;
  name: string;
}

export interface SeedDevice {
  id: number;
  areaId: number;
  type: DeviceKind;
}

type DeviceKind = 'bait_station' | 'glue_board' | 'fly_light' | 'mouse_trap' | 'insect_monitor';

const AREAS = ['后厨', '仓库', '餐厅', '外围', '办公区', '垃圾房', '生产车间'] as const;
const KINDS: readonly DeviceKind[] = [
  'bait_station',
  'glue_board',
  'fly_light',
  'mouse_trap',
  'insect_monitor',
];

/** Each member's areas (3-5) and devices (2-3 an area), numbered like the labels on site. */
export async function seedSites(
  db: Queryable,
  members: readonly SeedMember[],
  rng: Rng,
): Promise<Map<number, SeedDevice[]>> {
  let areaId = await nextId(db, 'service_areas');
  let deviceId = await nextId(db, 'devices');
  const areas: unknown[][] = [];
  const devices: unknown[][] = [];
  const byMember = new Map<number, SeedDevice[]>();
  for (const member of members) {
    const list: SeedDevice[] = [];
    const start = rng.int(0, AREAS.length - 1);
    const areaCount = rng.int(3, 5);
    for (let a = 0; a < areaCount; a++) {
      areas.push([areaId, member.customerId, member.id, AREAS[(start + a) % AREAS.length]]);
      for (let d = rng.int(2, 3); d > 0; d--) {
        const type = rng.pick(KINDS);
        devices.push([
          deviceId,
          member.customerId,
          member.id,
          areaId,
          `D${member.id}-${String(list.length + 1).padStart(3, '0')}`,
          type,
        ]);
        list.push({ id: deviceId++, areaId, type });
      }
      areaId++;
    }
    byMember.set(member.id, list);
  }
  await bulkInsert(
    db,
    'service_areas',
    [
      ['id', 'int'],
      ['customer_id', 'int'],
      ['member_id', 'int'],
      ['name', 'text'],
    ],
    areas,
  );
  await bulkInsert(
    db,
    'devices',
    [
      ['id', 'int'],
      ['customer_id', 'int'],
      ['member_id', 'int'],
      ['area_id', 'int'],
      ['code', 'text'],
      ['device_type', 'text'],
    ],
    devices,
  );
  await syncSequence(db, 'service_areas');
  await syncSequence(db, 'devices');
  return byMember;
}
