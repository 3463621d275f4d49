/**
 * Body status codes (spec §8, DESIGN.md §4). The HTTP status is always 200; these say
 * what happened.
 */
export const STATUS = {
  OK: 200,
  VALIDATION: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Missing or unknown token. */
  NO_TOKEN: 304,
  /** The account has no valid customer; its message is NO_VALID_CUSTOMER. */
  NO_CUSTOMER: 305,
  /** Expired token. */
  TOKEN_EXPIRED: 306,
  /** Locked or disabled account, too many attempts. */
  LOCKED: 423,
  SERVER_ERROR: 500,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

/** The message that accompanies statusCode 305 (spec §8), exactly. */
export const NO_VALID_CUSTOMER = '无有效客户';
