/** Header names of the wire protocol (spec §7). */
export const HEADERS = {
  systemType: 'systemType',
  key: 'key',
  token: 'token',
  mid: 'mid',
  /** Present when the body, query and response are encrypted. */
  decrypt: 'decrypt',
  /**
   * Our addition: a client-made id of one submit (feedback, rating, signature, risk point),
   * kept with the draft until it succeeds; the API stores one record per id and account.
   */
  requestId: 'requestId',
} as const;

/** spec §7: systemType=4 on every call. */
export const SYSTEM_TYPE = '4';

/** The one query parameter that carries encrypted GET/DELETE parameters. */
export const ENCRYPTED_QUERY_PARAM = 'q';
