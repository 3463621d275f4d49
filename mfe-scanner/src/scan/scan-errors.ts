/** The library's failures (spec §8 "Scanner messages"), as keys of this section's catalogue. */
export type ScanErrorKey =
  | 'scan.error.noStreaming'
  | 'scan.error.userMedia'
  | 'scan.error.insecure'
  | 'scan.error.noCamera'
  | 'scan.error.torch'
  | 'scan.error.paused'
  | 'scan.error.parse';

const RULES: [RegExp, ScanErrorKey][] = [
  [/secure context/i, 'scan.error.insecure'],
  [
    /NotFoundError|OverconstrainedError|no camera|Requested device not found/i,
    'scan.error.noCamera',
  ],
  [/streaming not supported|doesn't support navigator\.mediaDevices/i, 'scan.error.noStreaming'],
  [/userMedia|NotAllowedError|NotReadableError|Permission/i, 'scan.error.userMedia'],
  [/torch/i, 'scan.error.torch'],
  [/paused/i, 'scan.error.paused'],
  [/parse error|No MultiFormat Readers|not able to detect|NotFoundException/i, 'scan.error.parse'],
];

/**
 * html5-qrcode rejects with its English strings (strings.js) or DOMExceptions from
 * getUserMedia; the user reads one of the catalogue's texts instead. The first rule that
 * matches wins: "Error getting userMedia, error = NotFoundError" is a missing camera.
 */
export function scanErrorKey(error: unknown, fallback: ScanErrorKey): ScanErrorKey {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;
}
