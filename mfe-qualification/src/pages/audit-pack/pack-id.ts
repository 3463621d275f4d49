/**
 * A fresh name for one download, 32 hex digits. getRandomValues, not randomUUID: the
 * latter exists only in secure contexts, and a portal may be served over plain http.
 */
export function newPackId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
