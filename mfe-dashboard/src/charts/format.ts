import type { Locale } from '@pest-portal/shared';

/**
 * One formatter per language and options, made once: making an Intl formatter costs 20 to
 * 140 µs here (about 1 ms on the benchmark's throttled phone), formatting with one almost
 * nothing, and the figures and the charts' labels made one per value.
 */
function madeOnce<Options, Format>(make: (locale: Locale, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (locale: Locale, options: Options): Format => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) made.set(key, (format = make(locale, options)));
    return format;
  };
}

export const numberFormat = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** A count as formatCount writes it: the language's own grouping. */
const COUNT: Intl.NumberFormatOptions = {};
/** A month as the charts' axes write it (formatMonth). */
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', timeZone: 'UTC' };

/**
 * Makes the language's number and month formatters in a task of their own, right after the
 * running one, so that the figures and the charts' months do not make them while they
 * render. The first Intl formatter of a page loads the language's data: on the bench's
 * phone at 8x a CPU profile of a cold home showed the first Intl.NumberFormat take 216 ms
 * and the first Intl.DateTimeFormat 60 ms, inside React's render of the figures (issue 13).
 * The loaders call this as the routes arrive, before the page's code and its data: on a
 * cold load the thread then waits on the network, on a warm one on the data's round trip.
 * It asked for an idle callback before, which never came before that render. Alternated
 * loads at 8x (bench/waterfall.ts), medians, data shown: home cold 6748 -> 6563 ms (7 each),
 * home warm 4428 -> 3918 (7), group home cold 7256 -> 6908 (4), group home warm 3661 ->
 * 3837 (3, within its spread of 3.2-6.7 s). Made in index.html before the section's code
 * instead, every section paid for data only the dashboard uses, and the start was later.
 */
export function prepareFormats(locale: Locale): void {
  setTimeout(() => {
    numberFormat(locale, COUNT);
    dateFormat(locale, MONTH);
  }, 0);
}

/** A count as the active language writes it (12,345 in both our languages, but never assumed). */
export function formatCount(locale: Locale, value: number): string {
  return numberFormat(locale, COUNT).format(value);
}

/** A 'YYYY-MM' month as the active language writes it: 2026年3月, Mar 2026. */
export function formatMonth(locale: Locale, month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return dateFormat(locale, MONTH).format(new Date(Date.UTC(year, mm - 1, 1)));
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
