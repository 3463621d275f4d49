import {
  AUDIT_PACK_MAX_DAYS,
  type AuditPackInput,
} from '@pest-portal/shared/contract/qualification';
import type { AuthContext } from '../../auth/auth-context';
import { forbidden, invalidField } from '../../http/api-failure';
import { subtreeIds } from '../../members/member-scope';

export const MEMBER_REFUSED = '所选公司不在当前账号的查看范围内，无法生成审核资料包';

export interface PackScope {
  /** The companies picked, as the caller sees them, in their display order. */
  picked: { id: number; name: string }[];
  /** The picked companies and their sub-companies: whose records go in the pack. */
  memberIds: number[];
  startDate: string;
  endDate: string;
}

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * The members and period of a pack, or a refusal: every picked company must lie within
 * the current company (mid) and its sub-companies, as every data call's scope does, and
 * the period must be real dates in order, at most a year.
 */
export function packScope(auth: AuthContext, input: AuditPackInput): PackScope {
  if (!isRealDay(input.startDate)) throw invalidField('startDate', '开始日期无效');
  if (!isRealDay(input.endDate)) throw invalidField('endDate', '结束日期无效');
  const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86400_000;
  if (days < 0) throw invalidField('endDate', '结束日期不能早于开始日期');
  if (days >= AUDIT_PACK_MAX_DAYS)
    throw invalidField('endDate', `时间范围最长${AUDIT_PACK_MAX_DAYS}天`);
  const wanted = new Set(input.memberIds);
  if ([...wanted].some((id) => !auth.midScope.includes(id))) throw forbidden(MEMBER_REFUSED);
  const picked = auth.members
    .filter((m) => wanted.has(m.id))
    .map((m) => ({ id: m.id, name: m.name }));
  const covered = new Set(picked.flatMap((m) => subtreeIds(auth.members, m.id)));
  return {
    picked,
    memberIds: auth.members.filter((m) => covered.has(m.id)).map((m) => m.id),
    startDate: input.startDate,
    endDate: input.endDate,
  };
}
