import type { FastifyRequest } from 'fastify';
import { HEADERS, NO_VALID_CUSTOMER, STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { ApiFailure, forbidden } from '../http/api-failure';
import { header } from '../http/headers';
import { accountMembers, subtreeIds, type MemberRow } from '../members/member-scope';
import type { AuthContext } from './auth-context';
import { findSession, type SessionRow } from './sessions';

/**
 * What a route needs of its caller. `data` (every data call): the full checks. `session`
 * (the session check of /homeCheck, which hands the key out): key and mid are checked
 * only when sent. `logout`: a live token is enough, so a user can always sign out.
 */
export type AuthPurpose = 'data' | 'session' | 'logout';

export const ACCOUNT_DISABLED = '账号已停用，请联系客服';

const looked = new WeakMap<FastifyRequest, Promise<SessionRow | null>>();

/**
 * The session behind the request's token (null: no token, or none such), looked up once
 * per request: the anonymous limit asks first (abuse/anonymous-limit.ts), then authentication.
 */
export function requestSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionRow | null> {
  let session = looked.get(request);
  if (!session) {
    const token = header(request, HEADERS.token);
    session = token ? findSession(ctx.db, token, ctx.now()) : Promise.resolve(null);
    looked.set(request, session);
  }
  return session;
}

/** Whether the session may still be used at `now` (an expired one is kept a while for its 306). */
export const isLive = (session: SessionRow, now: Date) =>
  session.expiresAt.getTime() > now.getTime();

function checkAccount(session: SessionRow, key: string | undefined, purpose: AuthPurpose): void {
  if (purpose === 'logout') return;
  if (session.accountStatus === 'disabled') throw new ApiFailure(STATUS.LOCKED, ACCOUNT_DISABLED);
  if (key !== session.accountKey && !(purpose === 'session' && key === undefined)) {
    throw new ApiFailure(STATUS.NO_TOKEN, '登录信息不匹配，请重新登录');
  }
  if (!session.customerValid) throw new ApiFailure(STATUS.NO_CUSTOMER, NO_VALID_CUSTOMER);
}

function chooseMid(
  members: MemberRow[],
  midHeader: string | undefined,
  purpose: AuthPurpose,
): number {
  const [first] = members;
  if (purpose === 'logout') return first?.id ?? 0;
  // An account without companies has nothing to show: to the client, no valid customer.
  if (!first) throw new ApiFailure(STATUS.NO_CUSTOMER, NO_VALID_CUSTOMER);
  if (midHeader === undefined) return first.id;
  // Only an id the account has is accepted; anything else (text, 2^31, -1) is forbidden.
  const mid = /^\d{1,10}$/.test(midHeader) ? Number(midHeader) : undefined;
  if (mid === undefined || !members.some((m) => m.id === mid)) throw forbidden();
  return mid;
}

/**
 * Establish the caller, in the order the client's error rules expect: no or unknown
 * token 304, expired 306, disabled account 423, key not the account's 304, customer not
 * valid 305, mid outside the account's companies 403.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  purpose: AuthPurpose = 'data',
): Promise<AuthContext> {
  const token = header(request, HEADERS.token);
  if (!token) throw new ApiFailure(STATUS.NO_TOKEN, '请先登录');
  const now = ctx.now();
  const session = await requestSession(ctx, request);
  if (!session) throw new ApiFailure(STATUS.NO_TOKEN, '登录已失效，请重新登录');
  if (!isLive(session, now)) throw new ApiFailure(STATUS.TOKEN_EXPIRED, '登录已过期，请重新登录');
  checkAccount(session, header(request, HEADERS.key), purpose);

  const members = await accountMembers(ctx.db, session.accountId);
  const mid = chooseMid(members, header(request, HEADERS.mid), purpose);
  return {
    sessionId: session.sessionId,
    accountId: session.accountId,
    accountKey: session.accountKey,
    customerId: session.customerId,
    token,
    expiresAt: session.expiresAt,
    members,
    scope: new Set(members.map((m) => m.id)),
    mid,
    midScope: mid ? subtreeIds(members, mid) : [],
  };
}

/** Refuse a request naming a member outside the account's companies (tenant isolation). */
export function assertInScope(auth: AuthContext, memberIds: readonly number[]): void {
  if (memberIds.some((id) => !auth.scope.has(id))) throw forbidden();
}
