import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  STATUS,
  SYSTEM_TYPE,
  type Envelope,
  type SessionInfo,
  type UploadedFile,
} from '@pest-portal/shared/contract';
import type { Db } from '../../db/db';
import { login, type CallOptions } from '../../testing/test-client';

export type Session = NonNullable<CallOptions['session']>;
export type TestSession = Session & { info: SessionInfo };

/** A demo account's session, acting for `memberName` (by default its first company). */
export async function sessionOf(
  app: FastifyInstance,
  db: Db,
  account: string,
  memberName?: string,
): Promise<TestSession> {
  const info = await login(app, account);
  if (!memberName) return { token: info.token, key: info.key, mid: info.mid, info };
  const [member] = await db.query<{ id: number }>('select id from members where name = $1', [
    memberName,
  ]);
  if (!member) throw new Error(`no member ${memberName}`);
  return { token: info.token, key: info.key, mid: member.id, info };
}

/** The data of a successful envelope; fails with the message otherwise. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.statusCode !== STATUS.OK)
    throw new Error(`expected 200, got ${envelope.statusCode} ${envelope.message}`);
  return envelope.data;
}

/** Upload a file through the real upload endpoint, as the portal does (multipart field `file`). */
export async function upload(
  app: FastifyInstance,
  session: Session,
  bytes: Buffer,
  fileName: string,
  type = 'image/png',
): Promise<string> {
  const boundary = '----pp-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: ENDPOINTS.fileUpload.path,
    headers: {
      systemType: SYSTEM_TYPE,
      token: session.token,
      key: session.key,
      mid: String(session.mid),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return dataOf(response.json() as Envelope<UploadedFile>).fileUrl;
}

/** Ids of a few work orders, by customer, member and status. */
export async function taskIdsOf(
  db: Db,
  memberName: string,
  status: string,
  limit = 3,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'select t.id from tasks t join members m on m.id = t.member_id where m.name = $1 and t.status = $2 order by t.id limit $3',
    [memberName, status, limit],
  );
  return rows.map((r) => r.id);
}
