import type { MemberRow } from '../members/member-scope';

/** Who is calling, established from the token, key and mid headers (spec §7). */
export interface AuthContext {
  sessionId: number;
  accountId: number;
  /** The account's key: the `key` header that goes with its tokens. */
  accountKey: string;
  customerId: number;
  /** The token as the client sent it (only its hash is stored). */
  token: string;
  expiresAt: Date;
  /** Every member the account covers, in display order: the tenant boundary. */
  members: MemberRow[];
  /** Ids of `members`. */
  scope: ReadonlySet<number>;
  /** The member this call acts for (the mid header; by default the account's first company). */
  mid: number;
  /** mid and its descendants: the rows "of the current company". */
  midScope: number[];
}
