/**
 * An accessible-name matcher for a button caption. antd puts a space between the two
 * characters of a two-character CJK caption (确定 renders as 确 定), so the name is
 * matched with optional white space between the characters.
 */
export function caption(text: string): RegExp {
  const escaped = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s*')}\\s*$`);
}

/** Today in the portal's date format (spec §9: YYYY-MM-DD), in the browser's time zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
