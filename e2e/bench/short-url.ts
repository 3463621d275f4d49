/**
 * A URL as the diagnostic tools print it (waterfall.ts, interaction-events.ts,
 * main-thread.ts): its origin cut to the port, then the path, so the portal's origins
 * (:8080, :8082...) stay apart in a narrow column.
 */
export function shortUrl(url: string | undefined): string {
  return url ? url.replace(/^https?:\/\/[^/]+/, (origin) => origin.slice(-5)) : '';
}
