import dayjs from 'dayjs';

/** spec §9's date format, with the minute: a reply the same day still reads in order. */
export function formatTime(value: string | null): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}
