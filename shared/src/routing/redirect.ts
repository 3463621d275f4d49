/**
 * A full page load to another path: used when the session ends under a request (spec §8),
 * where no router is at hand. One function, so tests can observe it.
 */
export function redirectTo(href: string): void {
  window.location.assign(href);
}
