import { useSearchParams } from '@pest-portal/shared/router';

/** A positive integer id from the query (`?id=`), or null when missing or malformed. */
export function readId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Detail pages read the order (or message) id from `?id=`, so a link or a reload opens the same one. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  return readId(params.get('id'));
}
