/**
 * What the QR label on a device holds (spec §3: "JSON text that becomes the query of the
 * qrcodeQuery route"): `{"qrcode":"<device code>"}`, the device code being the one printed
 * on the label (devices.code, e.g. D12-004). The scan dialog navigates to
 * `/qrcodeQuery?qrcode=D12-004`, and the page sends that value to getQrcodeInfo.
 */
export const QRCODE_PAYLOAD_KEY = 'qrcode';

/** The payload text printed on a device's label. */
export function qrcodePayload(deviceCode: string): string {
  return JSON.stringify({ [QRCODE_PAYLOAD_KEY]: deviceCode });
}

/** Longest device code a label carries; longer input is refused before any lookup. */
export const QRCODE_MAX_LENGTH = 64;

/**
 * The scanner's record-detail page, a child of /qrcodeQuery: its path segment, and the
 * link other sections (the dashboard's site plan) open it with. Part of this section's
 * contract, not of the platform core, so the scanner can move it with a release of its own.
 */
export const QRCODE_DETAIL_SEGMENT = 'detail';

export function qrcodeDetailHref(deviceCode: string, recordId: number): string {
  const query = new URLSearchParams({
    [QRCODE_PAYLOAD_KEY]: deviceCode,
    recordId: String(recordId),
  });
  return `/qrcodeQuery/${QRCODE_DETAIL_SEGMENT}?${query}`;
}
