import type { Queryable } from '../db/db';
import { createRng } from './prng';
import { seedAssets } from './service/assets';
import { bulkInsert, nextId, syncSequence } from './service/bulk';
import { customerRisks, MESSAGE_COLUMNS, taskMessages } from './service/notices';
import { seedReference } from './service/reference';
import { seedSites, type SeedMember } from './service/sites';
import { seedVisitRecordsSql } from './service/visit-records-sql';
import { emptyRecords, RECORD_COLUMNS, visitRecords } from './service/visit-records';
import { memberVisits, TASK_COLUMNS, type SeedTask } from './service/visits';

export interface ServiceSeedOptions {
  now: Date;
  /** settings.seedScale: 40 visits a member at 1; 200 makes 100k+ on the demo tenants. */
  scale: number;
  /** Another seed gives other (still deterministic) data. */
  seed?: number;
}

const SEED = 20260365;
const VISITS_PER_MEMBER = 40;
const READ_AFTER_MS = 7 * 86400_000;

/**
 * The service area's demo data for every member that has no work orders yet: reference
 * lists, pictures, areas and devices, two years of visits in every status with their
 * materials, device checks and catches, photos, risks, signatures and ratings, customer
 * risk points and notifications. Deterministic for the same date, scale and seed.
 * Returns the number of work orders made.
 */
export async function seedService(db: Queryable, options: ServiceSeedOptions): Promise<number> {
  const rng = createRng(options.seed ?? SEED);
  await seedReference(db);
  await seedAssets(db, rng);
  const members = await db.query<SeedMember>(
    `select m.id, m.customer_id as "customerId", m.name from members m
      where not exists (select 1 from tasks t where t.member_id = m.id) order by m.id`,
  );
  if (!members.length) return 0;
  const signers = new Map(
    (
      await db.query<{ customerId: number; id: number }>(
        'select customer_id as "customerId", min(id)::int as id from accounts group by customer_id',
      )
    ).map((r) => [r.customerId, r.id]),
  );
  await seedSites(db, members, rng);
  const count = Math.max(4, Math.round(VISITS_PER_MEMBER * options.scale));
  let taskId = await nextId(db, 'tasks');
  const firstTaskId = taskId;
  const ids = { risk: await nextId(db, 'risk_points') };
  const tasks: SeedTask[] = [];
  const records = emptyRecords();
  for (const member of members) {
    const signer = signers.get(member.customerId) ?? null;
    const visits = memberVisits(member, count, taskId, signer, options.now, rng);
    taskId += count;
    await bulkInsert(db, 'tasks', TASK_COLUMNS, visits.rows);
    for (const task of visits.tasks) {
      if (task.status === 'waitSign' || task.status === 'finished') {
        visitRecords(task, ids, signer, options.now, rng, records);
      }
    }
    tasks.push(...visits.tasks);
  }
  const own = customerRisks(
    members,
    2 + Math.floor(options.scale / 10),
    ids.risk,
    options.now,
    rng,
  );
  records.risks.push(...own.risks);
  records.riskImages.push(...own.images);
  await seedVisitRecordsSql(db, firstTaskId, options.seed ?? SEED);
  for (const key of ['risks', 'riskImages', 'comments'] as const) {
    await bulkInsert(db, TABLES[key], RECORD_COLUMNS[key], records[key]);
  }
  const messages = taskMessages(tasks, await nextId(db, 'messages'), options.now);
  await bulkInsert(db, 'messages', MESSAGE_COLUMNS, messages);
  for (const table of ['tasks', 'risk_points', 'messages']) await syncSequence(db, table);
  await finishMessages(db, options.now);
  return tasks.length;
}

const TABLES = {
  risks: 'risk_points',
  riskImages: 'risk_point_images',
  comments: 'task_comments',
} as const;

/**
 * Every account has read its customer's notices older than a week, and reports to sign
 * older than a month; the rest are unread. A risk found lately is announced too, in
 * risk order: ids follow the order rows come out of the select, which is the plan's
 * (PGlite and a PostgreSQL server chose different ones and numbered them differently).
 */
async function finishMessages(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `insert into messages (customer_id, member_id, msg_type, task_id, risk_point_id, title, content, created_at)
     select r.customer_id, r.member_id, 'risk', r.task_id, r.id, '发现风险点', r.location || '：' || r.description, r.created_at
       from risk_points r where r.source = 'visit' and r.created_at > $1 and not exists (select 1 from messages m where m.risk_point_id = r.id)
      order by r.id`,
    [new Date(now.getTime() - 60 * 86400_000)],
  );
  await db.query(
    `insert into message_reads (account_id, message_id, read_at)
     select a.id, m.id, m.created_at + interval '1 day' from messages m join accounts a on a.customer_id = m.customer_id
      where m.created_at < $1 and (m.msg_type <> 'waitSign' or m.created_at < $2) on conflict do nothing`,
    [new Date(now.getTime() - READ_AFTER_MS), new Date(now.getTime() - 30 * 86400_000)],
  );
}
