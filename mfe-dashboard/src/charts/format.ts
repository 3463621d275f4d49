import { whenIdle, type Locale } from '@pest-portal/shared';

/**
 * One formatter per language and options, made once: making an Intl formatter costs 20 to
 * 140 µs here (about 1 ms on the benchmark's throttled phone), formatting with one almost
 * nothing, and the figures and the charts' labels made one per value.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * Makes the language's number formatter when the main thread is next idle, so that the
 * figures do not make it while they render. The first Intl.NumberFormat of a page loads the
 * language's number data: 112 ms of the home page's first render of its figures on the
 * benchmark's throttled phone (a CPU profile, issue 13), while the thread sat idle for a
 * second before, waiting on the page's code. The loaders call it: they run as the routes
 * arrive, before the page's code.
 */
export function prepareNumberFormat(locale: Locale): void {
  whenIdle(() => void numberFormat(locale), { fallbackMs: 0 });
}

/** A count as the active language writes it (12,345 in both our languages, but never assumed). */
export function formatCount(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/** A 'YYYY-MM' month as the active language writes it: 2026年3月, Mar 2026. */
export function formatMonth(locale: Locale, month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return dateFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mm - 1, 1)),
  );
}

/** Every month from the start date's to the end date's, 'YYYY-MM', so empty months show as 0. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let [year, month] = startDate.split('-').map(Number) as [number, number];
  const last = endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
