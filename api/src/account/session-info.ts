import {
  NO_VALID_CUSTOMER,
  STATUS,
  type CompanyEntry,
  type SessionInfo,
} from '@pest-portal/shared/contract';
import type { Queryable } from '../db/db';
import { ApiFailure } from '../http/api-failure';
import { companyTree } from '../members/company-tree';
import type { MemberRow } from '../members/member-scope';
import { isBound } from '../wechat/wechat-bindings';

function findEntry(entries: readonly CompanyEntry[], memberId: number): CompanyEntry | undefined {
  for (const entry of entries) {
    if (entry.memberId === memberId) return entry;
    const inner = findEntry(entry.memberInfoList ?? [], memberId);
    if (inner) return inner;
  }
  return undefined;
}

export interface SessionFacts {
  accountId: number;
  accountKey: string;
  token: string;
  expiresAt: Date;
  members: MemberRow[];
  /** The current company; by default the first of the list. */
  mid?: number;
}

/** What login and the session check return: the session, and the companies it may act for. */
export async function sessionInfo(
  db: Queryable,
  facts: SessionFacts,
  now: Date,
): Promise<SessionInfo> {
  const companyList = companyTree(facts.members);
  const current =
    (facts.mid === undefined ? undefined : findEntry(companyList, facts.mid)) ?? companyList[0];
  // An account over no company authenticates the person but has nothing to show.
  if (!current) throw new ApiFailure(STATUS.NO_CUSTOMER, NO_VALID_CUSTOMER);
  return {
    token: facts.token,
    key: facts.accountKey,
    mid: current.memberId,
    isHq: current.isHq,
    hqIdList: current.hqIdList,
    memberIdList: current.memberIdList,
    companyName: current.memberName,
    companyList,
    wxAuth: (await isBound(db, facts.accountId)) ? 1 : 0,
    expiresIn: Math.max(0, Math.floor((facts.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}
