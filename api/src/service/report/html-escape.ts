const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escape text for HTML content and quoted attributes: every value in the report goes through here. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Only our own image URLs (under the API base) or data: PNGs may appear in src, never javascript: or another host. */
export function safeSrc(url: string | null, basePath: string): string | null {
  if (!url) return null;
  if (url.startsWith(`${basePath}/`) && !url.includes('..')) return url;
  return /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(url) ? url : null;
}
