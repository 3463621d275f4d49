import type { Frame } from '@playwright/test';
import type { Palette } from './palette';

/**
 * The layout guard's checks, run inside one document (the page, or a same-origin frame
 * such as the report preview). One function, serialised into the browser: it may use
 * nothing from outside its own body but its argument.
 *
 * Returns one line per problem, naming the element and what is wrong, e.g.
 * `one character alone on a line: 「司」 in th "上海静安食品有限公司"`.
 */
function findLayoutProblems(palette: Palette): string[] {
  const problems: string[] = [];
  const doc = document;
  const view = doc.defaultView ?? window;
  const label = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
  };
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    const style = view.getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  /** Inside something hidden from people: an aria-hidden subtree, a collapsed or closed panel. */
  const hiddenFromUser = (el: Element) => !!el.closest('[aria-hidden="true"], [hidden], [inert]');

  // 1. The page scrolls sideways.
  const root = doc.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`horizontal overflow: page ${root.scrollWidth}px wide in ${root.clientWidth}px`);

  const all = [...doc.body.querySelectorAll('*')].filter((el) => !hiddenFromUser(el));

  // 2. Text cut off without an ellipsis: a box with its own text that hides what overflows.
  for (const el of all) {
    const ownText = [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    if (!ownText || !visible(el) || el.closest('input, textarea, select, svg')) continue;
    const style = view.getComputedStyle(el);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    const rect = el.getBoundingClientRect();
    // A visually hidden text for screen readers is 1 px and clipped on purpose.
    if (rect.width <= 2 || rect.height <= 2) continue;
    if (
      clipsX &&
      el.scrollWidth > el.clientWidth + 1 &&
      style.textOverflow !== 'ellipsis' &&
      !clamped
    )
      problems.push(`text clipped without an ellipsis: ${label(el)}`);
    else if (
      clipsY &&
      el.scrollHeight > el.clientHeight + 2 &&
      !clamped &&
      style.textOverflow !== 'ellipsis'
    )
      problems.push(`text cut off at the bottom: ${label(el)}`);
  }

  // 3. A Chinese word broken so that one character stands alone on a line, in a table
  //    header or cell or a name (card titles, description values).
  const cjk = /[\u3400-\u9fff]/;
  const named = doc.body.querySelectorAll(
    'th, td, .ant-card-head-title, .ant-descriptions-item-label, .ant-descriptions-item-content, [data-guard="name"]',
  );
  for (const el of named) {
    if (hiddenFromUser(el) || !visible(el)) continue;
    // Most cells hold one line: one range over the whole text tells so (its line boxes
    // share one top) without measuring each character, the guard's costliest step.
    const whole = doc.createRange();
    whole.selectNodeContents(el);
    const tops = new Set([...whole.getClientRects()].map((r) => Math.round(r.top + r.height / 2)));
    if (tops.size < 2) continue;
    const lines = new Map<number, string>();
    const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const ch = text[i] ?? '';
        if (!ch.trim()) continue;
        const range = doc.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        const line = Math.round(box.top + box.height / 2);
        lines.set(line, (lines.get(line) ?? '') + ch);
      }
    }
    if (lines.size < 2) continue;
    const lonely = [...lines.values()].find((chars) => chars.length === 1 && cjk.test(chars));
    if (lonely) problems.push(`one character alone on a line: 「${lonely}」 in ${label(el)}`);
  }

  // 4. Colours outside the theme: neutral greys and the hues of the theme's tokens only.
  const parse = (text: string) => {
    const m = /^rgba?\(([^)]+)\)$/.exec(text);
    if (!m?.[1]) return null;
    const [r = 0, g = 0, b = 0, a = 1] = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  const offTheme = (text: string) => {
    const c = parse(text);
    if (!c || c.a < 0.05) return false;
    const [R, G, B] = [c.r / 255, c.g / 255, c.b / 255];
    const max = Math.max(R, G, B);
    const min = Math.min(R, G, B);
    const d = max - min;
    const l = (max + min) / 2;
    const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
    // Greys, near-white tints and near-black: not a colour anyone reads as "blue".
    if (s <= 0.12 || d < 0.06) return false;
    let h = max === R ? ((G - B) / d) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
    h = (h * 60 + 360) % 360;
    return !palette.hues.some((p) => {
      const diff = Math.abs(p.hue - h);
      return Math.min(diff, 360 - diff) <= palette.tolerance;
    });
  };
  const seen = new Set<string>();
  for (const el of all) {
    if (!visible(el)) continue;
    const style = view.getComputedStyle(el);
    const used: [string, string][] = [['color', style.color]];
    if (el.textContent?.trim() === '' && !(el instanceof SVGElement)) used.pop();
    used.push(['background-color', style.backgroundColor]);
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      if (parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== 'none')
        used.push([`border-${side.toLowerCase()}-color`, style[`border${side}Color`]]);
    }
    if (el instanceof SVGElement) {
      used.push(['fill', style.fill], ['stroke', style.stroke]);
    }
    for (const [prop, value] of used) {
      if (!offTheme(value)) continue;
      const key = `${prop}:${value}:${el.tagName}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(`colour outside the theme: ${prop} ${value} on ${label(el)}`);
    }
  }

  // 5. A toast or popup over the header (the banner holds the date and the welcome line).
  const header = doc.querySelector('header, [role="banner"]');
  if (header && visible(header)) {
    const h = header.getBoundingClientRect();
    const floating = doc.querySelectorAll(
      '.ant-message-notice, .ant-notification-notice, .ant-popover, .ant-dropdown, .ant-tooltip',
    );
    for (const el of floating) {
      if (!visible(el) || el.closest('[class*="-hidden"]')) continue;
      const r = el.getBoundingClientRect();
      const overlaps = r.left < h.right && r.right > h.left && r.top < h.bottom && r.bottom > h.top;
      if (overlaps) problems.push(`covers the header: ${label(el)}`);
    }
  }
  return problems;
}

/** The guard's problems in one frame, each prefixed with where it was seen. */
export async function layoutProblems(
  frame: Frame,
  palette: Palette,
  where: string,
): Promise<string[]> {
  const found = await frame.evaluate(findLayoutProblems, palette);
  return found.map((p) => `${where}: ${p}`);
}
