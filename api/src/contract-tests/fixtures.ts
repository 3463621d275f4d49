import { ENDPOINTS, STATUS, type SessionInfo } from '@pest-portal/shared/contract';
import { queryOne } from '../db/db';
import { SAMPLE, uploadFile } from '../testing/multipart';
import type { TestApp } from '../testing/test-app';
import { call, login } from '../testing/test-client';

type Session = Pick<SessionInfo, 'token' | 'key'> & { mid: number };

/** One customer as the matrix sees it: a session, and records of its own to name. */
export interface Tenant {
  session: Session;
  /** Another live session of the same account, for a call that ends its session (logout). */
  spare: () => Promise<Session>;
  memberIds: number[];
  /** A served work order (its report exists). */
  taskId: number;
  messageId: number;
  /** A PNG this account uploaded, for the delete call. */
  fileUrl: string;
  /** Another, for the signature. */
  signUrl: string;
  /** A device of the current company with service records, its label and its latest record (scanner). */
  deviceId: number;
  deviceCode: string;
  recordId: number;
  /** That device's area (site plan). */
  areaId: number;
  /** A qualification file with something to preview (qualification). */
  qualificationFileId: number;
  /** Two pest alert rules of the current company: one to update, one to delete. */
  alertRuleId: number;
  spareAlertRuleId: number;
  /** Texts only this customer's data holds: the leak check looks for them in others' answers. */
  markers: string[];
}

export interface Fixtures {
  /** store_demo, whose calls the matrix makes. */
  own: Tenant;
  /** other_demo, another customer. */
  other: Tenant;
  /** A session of store_demo past its expiry. */
  expired: Session;
  /** A report link ticket of store_demo's order. */
  ticket: string;
  /** Reference rows a risk point names. */
  riskTypeId: number;
  riskGradeId: number;
  /** A pest for a new alert rule. */
  pestId: number;
}

/**
 * A rule of the company's first area that cannot fire (the highest threshold), so the
 * notifications other rows count stay as seeded.
 */
async function alertRule(t: TestApp, memberId: number, pest: 'min' | 'max'): Promise<number> {
  const row = await queryOne<{ id: number }>(
    t.db,
    `insert into alert_rules (customer_id, member_id, pest_id, period_kind, threshold, created_at, updated_at)
     select m.customer_id, m.id, (select ${pest}(id) from pests), 'month', 100000, now(), now()
       from members m where m.id = $1
     returning id`,
    [memberId],
  );
  if (!row) throw new Error(`no alert rule for member ${memberId}`);
  return row.id;
}

const sessionOf = (info: SessionInfo): Session => ({
  token: info.token,
  key: info.key,
  mid: info.mid,
});

async function tenant(t: TestApp, account: string): Promise<Tenant> {
  const info = await login(t.app, account);
  const session = sessionOf(info);
  const row = await queryOne<{ customerId: number }>(
    t.db,
    'select customer_id as "customerId" from accounts where account_name = $1',
    [account],
  );
  const customerId = row?.customerId ?? 0;
  const task = await queryOne<{ id: number; orderNo: string }>(
    t.db,
    `select id, order_no as "orderNo" from tasks where customer_id = $1 and member_id = any($2::int[])
        and status = 'waitSign' and id not in (select task_id from task_comments) order by id limit 1`,
    [customerId, info.memberIdList],
  );
  const message = await queryOne<{ id: number }>(
    t.db,
    'select id from messages where customer_id = $1 and member_id = any($2::int[]) order by id limit 1',
    [customerId, info.memberIdList],
  );
  const device = await queryOne<{ id: number; code: string; recordId: number; areaId: number }>(
    t.db,
    `select d.id, d.code, max(dc.id) as "recordId", d.area_id as "areaId" from devices d
       join device_checks dc on dc.device_id = d.id
      where d.member_id = $1 group by d.id, d.code order by d.id limit 1`,
    [info.mid],
  );
  const qualificationFile = await queryOne<{ id: number }>(
    t.db,
    `select id from qualification_files where customer_id = $1
        and (content_type like 'image/%' or preview is not null) order by id limit 1`,
    [customerId],
  );
  const members = await t.db.query<{ name: string }>(
    'select name from members where customer_id = $1',
    [customerId],
  );
  const upload = async () => {
    const response = await uploadFile(t.app, { session }, SAMPLE.png, 'matrix.png', 'image/png');
    return (response.json() as { data: { fileUrl: string } }).data.fileUrl;
  };
  const [fileUrl, signUrl] = [await upload(), await upload()];
  if (!task || !message || !fileUrl || !signUrl || !device || !qualificationFile)
    throw new Error(`fixtures of ${account} are missing`);
  return {
    session,
    spare: async () => sessionOf(await login(t.app, account)),
    memberIds: info.memberIdList,
    taskId: task.id,
    messageId: message.id,
    fileUrl,
    signUrl,
    deviceId: device.id,
    deviceCode: device.code,
    recordId: device.recordId,
    areaId: device.areaId,
    qualificationFileId: qualificationFile.id,
    alertRuleId: await alertRule(t, info.mid, 'min'),
    spareAlertRuleId: await alertRule(t, info.mid, 'max'),
    markers: [task.orderNo, ...members.map((m) => m.name)],
  };
}

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const own = await tenant(t, 'store_demo');
  const other = await tenant(t, 'other_demo');
  const expired = sessionOf(await login(t.app, 'store_demo'));
  await t.db.query(
    `update sessions set expires_at = now() - interval '1 hour'
      where id = (select max(s.id) from sessions s join accounts a on a.id = s.account_id where a.account_name = $1)`,
    ['store_demo'],
  );
  const link = await call(
    t.app,
    ENDPOINTS.taskReportUrl,
    { taskId: own.taskId },
    { session: own.session },
  );
  if (link.statusCode !== STATUS.OK) throw new Error(`report link: ${link.message}`);
  const ticket = new URL(link.data.url, 'http://x').searchParams.get('ticket') ?? '';
  const ref = await queryOne<{ riskTypeId: number; riskGradeId: number; pestId: number }>(
    t.db,
    `select (select min(id) from risk_types) as "riskTypeId", (select min(id) from risk_grades) as "riskGradeId",
            (select min(id) from pests) as "pestId"`,
  );
  return {
    own,
    other,
    expired,
    ticket,
    riskTypeId: ref?.riskTypeId ?? 0,
    riskGradeId: ref?.riskGradeId ?? 0,
    pestId: ref?.pestId ?? 0,
  };
}
