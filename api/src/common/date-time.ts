/** The customers' time zone: China Standard Time, UTC+8 all year (no daylight saving). */
const OFFSET_MS = 8 * 3600_000;

/** `YYYY-MM-DD HH:mm:ss` in China time, the format the portal shows (spec §9: dates YYYY-MM-DD). */
export function formatDateTime(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
