import type { Rng } from '../prng';
import { assetPath, signatureName, SIGNATURE_COUNT } from './assets';
import { at, dateOf, dayOf, today } from './calendar';
import type { Column } from './bulk';
import { STAFF, TASK_TYPES } from './reference';
import type { SeedMember } from './sites';

export type SeedStatus = 'pending' | 'inService' | 'waitSign' | 'finished' | 'cancelled';

export interface SeedTask {
  id: number;
  customerId: number;
  memberId: number;
  orderNo: string;
  status: SeedStatus;
  planDay: number;
  endTime: Date | null;
  signedAt: Date | null;
}

export const TASK_COLUMNS: readonly Column[] = [
  ['id', 'int'],
  ['customer_id', 'int'],
  ['member_id', 'int'],
  ['order_no', 'text'],
  ['task_type_id', 'int'],
  ['pco_id', 'int'],
  ['technician_id', 'int'],
  ['status', 'text'],
  ['plan_date', 'date'],
  ['start_time', 'timestamptz'],
  ['end_time', 'timestamptz'],
  ['address', 'text'],
  ['contact_name', 'text'],
  ['contact_phone', 'text'],
  ['service_content', 'text'],
  ['findings', 'text'],
  ['suggestion', 'text'],
  ['employee_signed_at', 'timestamptz'],
  ['customer_sign_path', 'text'],
  ['customer_signer_name', 'text'],
  ['customer_signed_at', 'timestamptz'],
  ['customer_signed_by', 'int'],
  ['created_at', 'timestamptz'],
];

const STREETS = [
  '漕溪北路88号',
  '世纪大道1200号',
  '中山南路368号',
  '文三路477号',
  '星湖街328号',
  '南京西路1266号',
];
const CONTACTS = [
  ['王芳', '13911110001'],
  ['李强', '13911110002'],
  ['张静', '13911110003'],
  ['刘洋', '13911110004'],
] as const;
const CONTENT =
  '按服务方案检查鼠、蟑、蚊蝇等虫害状况，检查并维护监测设备，对重点区域实施针对性处理。';
const FINDINGS = [
  '后厨地漏周边发现少量蟑螂活动痕迹。',
  '外围鼠饵站有取食痕迹，已补充毒饵。',
  '各区域未发现明显虫害活动。',
  '仓库门缝偏大，存在鼠类侵入风险。',
];
const SUGGESTIONS = [
  '请保持地面干燥，及时清理食物残渣。',
  '建议加装门底防鼠挡板。',
  '请夜间关闭仓库门窗。',
  null,
];
const TECHNICIANS = STAFF.flatMap(([, , pco, role], i) =>
  role === 'technician' ? [{ id: i + 1, pco }] : [],
);

/** How many of a member's visits before today wait for a signature at least (when served). */
const RECENT_AWAITING = 3;

/** The status a visit planned `days` from today has by now: past ones served and mostly signed. */
function statusFor(days: number, rng: Rng): SeedStatus {
  const r = rng.next();
  if (days > 0) return r < 0.03 ? 'cancelled' : 'pending';
  if (days === 0) return r < 0.5 ? 'inService' : 'pending';
  if (days >= -3)
    return r < 0.1 ? 'pending' : r < 0.7 ? 'waitSign' : r < 0.95 ? 'finished' : 'cancelled';
  if (days >= -45) return r < 0.2 ? 'waitSign' : r < 0.95 ? 'finished' : 'cancelled';
  return r < 0.03 ? 'waitSign' : r < 0.96 ? 'finished' : 'cancelled';
}

/**
 * One member's visits over two years (1 January last year to 31 December this year),
 * spread evenly with a little jitter, `count` of them. Returns the rows and what the
 * child records need.
 */
export function memberVisits(
  member: SeedMember,
  count: number,
  firstId: number,
  signer: number | null,
  now: Date,
  rng: Rng,
) {
  const year = Number(dateOf(today(now)).slice(0, 4));
  const first = dayOf(`${year - 1}-01-01`);
  const span = dayOf(`${year}-12-31`) - first + 1;
  const todayDay = today(now);
  const [contactName, contactPhone] = rng.pick(CONTACTS);
  const address = `${member.name} ${rng.pick(STREETS)}`;
  const crew = TECHNICIANS.filter((t) => t.pco === (member.customerId % 2) + 1);
  const rows: unknown[][] = [];
  const tasks: SeedTask[] = [];
  // The visit due next is under way today, so every member has one in service.
  const current = Math.min(count - 1, Math.ceil(((todayDay - first) * count) / span));
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const jittered = first + Math.min(span - 1, Math.floor((i * span) / count) + rng.int(0, 2));
    const planDay = i === current ? todayDay : jittered;
    const drawn = i === current ? 'inService' : statusFor(planDay - todayDay, rng);
    // The member's last visits before today still wait for its signature, so that every
    // member has reports to sign whatever the day the data is made on (the share drawn
    // for a day varied with it: one day other_demo had a single one, and the suites that
    // sign two found none left).
    const status = i >= current - RECENT_AWAITING && drawn === 'finished' ? 'waitSign' : drawn;
    const served = status === 'waitSign' || status === 'finished';
    const start = status === 'inService' || served ? at(planDay, 9 * 60 + rng.int(0, 480)) : null;
    const end = served && start ? new Date(start.getTime() + rng.int(45, 150) * 60_000) : null;
    // Drawn as for a finished visit either way: the rest of the data stays as it was.
    const signMinutes = drawn === 'finished' && end ? rng.int(10, 4000) : 0;
    const signedAt =
      status === 'finished' && end
        ? new Date(Math.min(now.getTime() - 60_000, end.getTime() + signMinutes * 60_000))
        : null;
    const technician = rng.pick(crew.length ? crew : TECHNICIANS);
    const orderNo = `FW${dateOf(planDay).replaceAll('-', '')}${String(id).padStart(7, '0')}`;
    const typeId = i === 0 ? 2 : rng.next() < 0.75 ? 1 : rng.int(3, TASK_TYPES.length);
    rows.push([
      id,
      member.customerId,
      member.id,
      orderNo,
      typeId,
      technician.pco,
      technician.id,
      status,
      dateOf(planDay),
      start?.toISOString(),
      end?.toISOString(),
      address,
      contactName,
      contactPhone,
      CONTENT,
      served ? rng.pick(FINDINGS) : null,
      served ? rng.pick(SUGGESTIONS) : null,
      end?.toISOString(),
      signedAt ? assetPath(signatureName(3 + (id % (SIGNATURE_COUNT - 3)))) : null,
      signedAt ? contactName : null,
      signedAt?.toISOString(),
      signedAt ? signer : null,
      new Date(Math.min(now.getTime(), at(planDay - 20, 600).getTime())).toISOString(),
    ]);
    tasks.push({
      id,
      customerId: member.customerId,
      memberId: member.id,
      orderNo,
      status,
      planDay,
      endTime: end,
      signedAt,
    });
  }
  return { rows, tasks };
}
