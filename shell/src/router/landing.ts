import { paths } from '@pest-portal/shared';

/** The home page of an account: the group home for a headquarters account (spec §6). */
export function homePathFor(isHq: boolean): string {
  return isHq ? paths.groupHome.path : paths.home.path;
}

const NOT_A_DESTINATION = [
  paths.root.path,
  paths.login.path,
  paths.mlogin.path,
  paths.homeCheck.path,
];

/**
 * Rurl as a place to go after login, or null. Only a path on this origin is accepted
 * (never '//host' or 'https://...': no open redirect), and never a login page or
 * /homeCheck, which would start the login over, nor '/', which is the role's home anyway.
 */
export function safeRurl(rurl: string | null | undefined): string | null {
  if (!rurl || !rurl.startsWith('/') || rurl.startsWith('//') || rurl.startsWith('/\\'))
    return null;
  const pathname = rurl.split(/[?#]/)[0] ?? rurl;
  if (NOT_A_DESTINATION.some((p) => pathname === p || (p !== '/' && pathname.startsWith(`${p}/`))))
    return null;
  return rurl;
}

/**
 * Where a user lands after login (spec §2): Rurl, else home; a headquarters account's home
 * is /groupHome, and a link to /home (outside its menu) lands there too.
 */
export function landingPath(isHq: boolean, rurl: string | null | undefined): string {
  const safe = safeRurl(rurl);
  if (safe && isHq && safe.split(/[?#]/)[0] === paths.home.path) return paths.groupHome.path;
  return safe ?? homePathFor(isHq);
}
