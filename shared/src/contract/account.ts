/** A company the account may act for: a member company, possibly a headquarters over others (spec §3). */
export interface CompanyEntry {
  /** Our addition: the member id that becomes `mid` when this company is selected. */
  memberId: number;
  memberName: string;
  /** Sub-companies, of the same shape. */
  memberInfoList?: CompanyEntry[];
  isHq: boolean;
  /** Ids of the headquarters members this entry stands for (itself when isHq). */
  hqIdList: number[];
  /** Ids of every member this entry covers (itself and all its sub-companies). */
  memberIdList: number[];
}

export type LoginType = 'password' | 'code';

export interface LoginRequest {
  loginType: LoginType;
  account: string;
  /** With loginType 'password'. */
  password?: string;
  /** With loginType 'code': the SMS code from sendLoginCode. */
  code?: string;
}

/** What a session is: returned by login and by the session check of /homeCheck. */
export interface SessionInfo {
  token: string;
  /** The account's key, sent back as the `key` header on every call. */
  key: string;
  /** The member id calls act for by default. */
  mid: number;
  isHq: boolean;
  hqIdList: number[];
  memberIdList: number[];
  companyName: string;
  companyList: CompanyEntry[];
  /** 1 when a messaging-app account is bound for notifications. */
  wxAuth: 0 | 1;
  /** Seconds until the token expires. */
  expiresIn: number;
}

export interface SendLoginCodeRequest {
  account: string;
}

export interface SendLoginCodeResult {
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

export interface UpdatePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
