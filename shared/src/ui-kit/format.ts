import dayjs from 'dayjs';

/**
 * spec §9's date format, with the minute for times; empty for what is not there yet.
 * dayjs rather than Date: WebKit (WeChat on iPhones) refuses "2026-03-02 10:20:00".
 */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

/** A rate of 0-1 as a percentage with one decimal. */
export function formatPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** A byte count as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
