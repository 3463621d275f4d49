import { Type, type Static } from '@sinclair/typebox';
import { Count, Input, NonBlank, OneOf, Str, Text } from './schema';

/** The digits of an SMS login code (spec §5). */
export const LOGIN_CODE_DIGITS = 6;
export const PASSWORD_MAX = 64;
export const ACCOUNT_MAX = 50;

const companyEntryFields = {
  /** Our addition: the member id that becomes `mid` when this company is selected. */
  memberId: Type.Integer(),
  memberName: Str(),
  isHq: Type.Boolean(),
  /** Ids of the headquarters members this entry stands for (itself when isHq). */
  hqIdList: Type.Array(Type.Integer()),
  /** Ids of every member this entry covers (itself and all its sub-companies). */
  memberIdList: Type.Array(Type.Integer()),
};

/** A company the account may act for: a member company, possibly a headquarters over others (spec §3). */
export const CompanyEntry = Type.Recursive(
  (Self) =>
    Type.Object({
      ...companyEntryFields,
      /** Sub-companies, of the same shape. */
      memberInfoList: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'CompanyEntry' },
);
export type CompanyEntry = Static<typeof CompanyEntry>;

export const LOGIN_TYPES = ['password', 'code'] as const;
export const LoginType = OneOf(LOGIN_TYPES);
export type LoginType = Static<typeof LoginType>;

export const LoginRequest = Input({
  loginType: Type.Optional(OneOf(LOGIN_TYPES, { default: 'password' })),
  account: NonBlank(ACCOUNT_MAX),
  /** With loginType 'password'; never trimmed (spaces may be part of it). */
  password: Type.Optional(Text(PASSWORD_MAX, { raw: true })),
  /** With loginType 'code': the SMS code from sendLoginCode. */
  code: Type.Optional(Text(LOGIN_CODE_DIGITS, { pattern: `^\\d{${LOGIN_CODE_DIGITS}}$` })),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** What a session is: returned by login and by the session check of /homeCheck. */
export const SessionInfo = Type.Object({
  token: Str(),
  /** The account's key, sent back as the `key` header on every call. */
  key: Str(),
  /** The member id calls act for by default. */
  mid: Type.Integer(),
  isHq: Type.Boolean(),
  hqIdList: Type.Array(Type.Integer()),
  memberIdList: Type.Array(Type.Integer()),
  companyName: Str(),
  companyList: Type.Array(CompanyEntry),
  /** 1 when a messaging-app account is bound for notifications. */
  wxAuth: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Seconds until the token expires. */
  expiresIn: Type.Integer(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const SendLoginCodeRequest = Input({ account: NonBlank(ACCOUNT_MAX) });
export type SendLoginCodeRequest = Static<typeof SendLoginCodeRequest>;

export const SendLoginCodeResult = Type.Object({
  /** Seconds before another code may be asked for. */
  resendAfter: Count(),
});
export type SendLoginCodeResult = Static<typeof SendLoginCodeResult>;

/** The rule of a new password: 8-64 characters with a letter and a digit. */
export const PASSWORD_RULE = '^(?=[^\\u0000]*[A-Za-z])(?=[^\\u0000]*\\d)[^\\u0000]{8,}$';

/** spec §5 leaves the checks to the server; that the two new ones match is the handler's. */
export const UpdatePasswordRequest = Input({
  oldPassword: Text(PASSWORD_MAX, { raw: true, minLength: 1 }),
  newPassword: Text(PASSWORD_MAX, { raw: true, minLength: 1, pattern: PASSWORD_RULE }),
  confirmPassword: Text(PASSWORD_MAX, { raw: true, minLength: 1 }),
});
export type UpdatePasswordRequest = Static<typeof UpdatePasswordRequest>;
