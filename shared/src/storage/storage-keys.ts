/**
 * Exactly the keys of spec §3. Another app on the same domain reads them, so the names
 * and the value formats below are part of the contract:
 * - token, key, companyName, logoUrl, docuMentName: plain strings
 * - mid: the member id as a decimal string
 * - isHq: 'true' or 'false'
 * - hqIdList, memberIdList: member ids joined by commas ("12,13,14")
 * - companyList, currentCompanyList: JSON arrays of company entries
 * - wxAuth: '1' bound, '0' not bound
 * - noAuth: '1' while the user has declined binding; absent otherwise
 * - currentMenu (session): the path of the selected menu item
 * - breadcrumbData (session): JSON array of { path, title, titleKey? }: path with its query,
 *   title the page title as shown ("待签字工单"), titleKey its message key ("title.serviceReportStatus")
 */
export const LOCAL_KEYS = [
  'token',
  'key',
  'mid',
  'isHq',
  'hqIdList',
  'memberIdList',
  'companyName',
  'companyList',
  'currentCompanyList',
  'logoUrl',
  'wxAuth',
  'noAuth',
  'docuMentName',
] as const;

export const SESSION_KEYS = ['currentMenu', 'breadcrumbData'] as const;

export type LocalKey = (typeof LOCAL_KEYS)[number];
export type SessionKey = (typeof SESSION_KEYS)[number];
