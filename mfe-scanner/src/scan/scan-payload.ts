/**
 * What a scanned text means (spec §4, §5): a text containing an opening brace is parsed as
 * JSON and, when it is an object of plain values, becomes the query of qrcodeQuery;
 * anything else (no brace, broken JSON, an array, nested objects) is an invalid code.
 */
export type ScanReading =
  | { kind: 'query'; query: Record<string, string> }
  | { kind: 'invalid'; reason: 'noBrace' | 'notJson' | 'notObject' };

function isPlain(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function readScan(text: string): ScanReading {
  if (!text.includes('{')) return { kind: 'invalid', reason: 'noBrace' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim());
  } catch {
    return { kind: 'invalid', reason: 'notJson' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { kind: 'invalid', reason: 'notObject' };
  const entries = Object.entries(parsed);
  if (!entries.length || !entries.every(([, value]) => isPlain(value)))
    return { kind: 'invalid', reason: 'notObject' };
  return {
    kind: 'query',
    query: Object.fromEntries(entries.map(([key, value]) => [key, String(value)])),
  };
}

/** The route a valid reading opens: qrcodeQuery with the payload as its query. */
export function queryHref(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query).toString()}`;
}
