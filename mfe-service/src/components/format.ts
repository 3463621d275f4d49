import dayjs from 'dayjs';

/** spec §9's date format, with the minute for times; empty for what is not there yet. */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

export function formatPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
