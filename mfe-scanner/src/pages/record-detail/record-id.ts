/** The record a detail URL names (`?recordId=`), or null when it names none that can exist. */
export function recordIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('recordId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
