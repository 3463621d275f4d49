/**
 * spec §2: the drawer footer shows only on a few customers' hostnames, listed in the
 * runtime config (drawerFooterHosts), so adding one needs no rebuild.
 */
export function showsDrawerFooter(hostname: string, hosts: readonly string[] | undefined): boolean {
  const host = hostname.toLowerCase();
  return (hosts ?? []).some((h) => h.trim().toLowerCase() === host);
}
