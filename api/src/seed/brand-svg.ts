function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A simple horizontal logo: a coloured badge with the first character, then the name. */
export function logoSvg(name: string, color: string): string {
  const initial = escapeXml([...name][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48" role="img" aria-label="${escapeXml(name)}">
<rect x="2" y="4" width="40" height="40" rx="10" fill="${color}"/>
<text x="22" y="32" font-size="22" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${initial}</text>
<text x="52" y="31" font-size="17" font-family="sans-serif" fill="${color}">${escapeXml(name)}</text>
</svg>
`;
}

/** A 32×32 favicon: the first character on a coloured disc. */
export function faviconSvg(name: string, color: string): string {
  const initial = escapeXml([...name][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<circle cx="16" cy="16" r="16" fill="${color}"/>
<text x="16" y="22" font-size="17" font-family="sans-serif" font-weight="bold" fill="#fff" text-anchor="middle">${initial}</text>
</svg>
`;
}
