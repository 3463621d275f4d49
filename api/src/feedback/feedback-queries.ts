import type {
  FeedbackRecord,
  FeedbackStatus,
  FeedbackType,
  Page,
} from '@pest-portal/shared/contract';
import { formatDateTime } from '../common/date-time';
import type { Queryable } from '../db/db';
import { fileUrlOf } from '../files/file-names';

export interface NewFeedback {
  customerId: number;
  memberId: number;
  accountId: number;
  feedbackType: FeedbackType;
  content: string;
  contact: string;
  /** uploaded_files ids, in the order the user gave them. */
  fileIds: number[];
  createdAt: Date;
}

export async function insertFeedback(db: Queryable, row: NewFeedback): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `insert into feedback (customer_id, member_id, account_id, feedback_type, content, contact, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      row.customerId,
      row.memberId,
      row.accountId,
      row.feedbackType,
      row.content,
      row.contact,
      row.createdAt,
    ],
  );
  if (!inserted) throw new Error('insert returned no id');
  if (row.fileIds.length) {
    await db.query(
      `insert into feedback_images (feedback_id, position, file_id)
       select $1, (ord - 1)::smallint, file_id from unnest($2::int[]) with ordinality as t (file_id, ord)`,
      [inserted.id, row.fileIds],
    );
  }
  return inserted.id;
}

interface Row extends Omit<FeedbackRecord, 'images' | 'replyTime' | 'createTime'> {
  imageNames: string[];
  replyTime: Date | null;
  createTime: Date;
}

export interface FeedbackFilter {
  customerId: number;
  memberIds: number[];
  status?: FeedbackStatus;
  pageNum: number;
  pageSize: number;
}

/** A page of the feedback of the given members, newest first. */
export async function feedbackPage(
  db: Queryable,
  filter: FeedbackFilter,
  basePath: string,
): Promise<Page<FeedbackRecord>> {
  // customer_id repeats the member filter on purpose: a second wall between tenants.
  const where = `f.customer_id = $1 and f.member_id = any($2::int[]) and ($3::text is null or f.status = $3)`;
  const params = [filter.customerId, filter.memberIds, filter.status ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from feedback f where ${where}`,
    params,
  );
  const rows = await db.query<Row>(
    `select f.id, f.feedback_type as "feedbackType", f.content, f.contact, f.status, f.reply,
            f.reply_time as "replyTime", f.created_at as "createTime", m.name as "memberName",
            array(select u.stored_name from feedback_images fi join uploaded_files u on u.id = fi.file_id
                   where fi.feedback_id = f.id order by fi.position) as "imageNames"
       from feedback f join members m on m.id = f.member_id
      where ${where}
      order by f.created_at desc, f.id desc
      limit $4 offset $5`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return {
    list: rows.map(({ imageNames, replyTime, createTime, ...rest }) => ({
      ...rest,
      images: imageNames.map((name) => fileUrlOf(basePath, name)),
      replyTime: replyTime ? formatDateTime(replyTime) : null,
      createTime: formatDateTime(createTime),
    })),
    total: count?.n ?? 0,
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  };
}
