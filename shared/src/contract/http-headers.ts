/** Header names of the wire protocol (spec §7). */
export const HEADERS = {
  systemType: 'systemType',
  key: 'key',
  token: 'token',
  mid: 'mid',
  /** Present when the body, query and response are encrypted. */
  decrypt: 'decrypt',
} as const;

/** spec §7: systemType=4 on every call. */
export const SYSTEM_TYPE = '4';

/** The one query parameter that carries encrypted GET/DELETE parameters. */
export const ENCRYPTED_QUERY_PARAM = 'q';
