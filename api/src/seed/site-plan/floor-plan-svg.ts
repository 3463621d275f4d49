import type { Rng } from '../prng';
import type { Box, FloorLayout } from './floor-layout';

const FONT = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"`;
const WALL = '#434343';

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

const rect = (b: Box, attrs: string) =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" ${attrs}/>`;

/** Counters, shelves or tables along the middle of a room: what the room holds, roughly. */
function furniture(room: Box, rng: Rng): string {
  const pad = 60;
  if (room.w < pad * 2 + 40 || room.h < pad * 2 + 30) return '';
  const pieces: string[] = [];
  const rows = room.h > 220 ? 2 : 1;
  for (let r = 0; r < rows; r++) {
    const w = Math.round((room.w - pad * 2) * (0.5 + rng.next() * 0.4));
    const h = 26;
    const x = Math.round(room.x + (room.w - w) / 2);
    const y = Math.round(
      rows === 1 ? room.y + (room.h - h) / 2 : room.y + pad + r * (room.h - pad * 2 - h),
    );
    pieces.push(rect({ x, y, w, h }, 'fill="#f0f0f0" stroke="#bfbfbf" stroke-width="2" rx="3"'));
  }
  return pieces.join('');
}

/** A door: the gap in its wall, and the quarter circle its leaf sweeps. */
function door(d: FloorLayout['doors'][number]): string {
  const gap = d.horizontal
    ? `<line x1="${d.x}" y1="${d.y}" x2="${d.x + d.width}" y2="${d.y}" stroke="#ffffff" stroke-width="10"/>`
    : `<line x1="${d.x}" y1="${d.y}" x2="${d.x}" y2="${d.y + d.width}" stroke="#ffffff" stroke-width="10"/>`;
  const swing = d.horizontal
    ? `<path d="M${d.x} ${d.y} L${d.x} ${d.y - d.width} A${d.width} ${d.width} 0 0 1 ${d.x + d.width} ${d.y}" fill="none" stroke="#8c8c8c" stroke-width="1.5"/>`
    : `<path d="M${d.x} ${d.y} L${d.x + d.width} ${d.y} A${d.width} ${d.width} 0 0 1 ${d.x} ${d.y + d.width}" fill="none" stroke="#8c8c8c" stroke-width="1.5"/>`;
  return gap + swing;
}

/** A north arrow and a scale bar, as an auditor's plan has them. */
function legend(layout: FloorLayout): string {
  const y = layout.height - 22;
  const nx = layout.width - 40;
  return [
    `<g ${FONT} font-size="14" fill="#595959">`,
    `<path d="M${nx} 20 l8 22 h-16 z" fill="#595959"/>`,
    `<text x="${nx}" y="58" text-anchor="middle">N</text>`,
    `<line x1="60" y1="${y}" x2="160" y2="${y}" stroke="#595959" stroke-width="3"/>`,
    `<line x1="60" y1="${y - 6}" x2="60" y2="${y + 6}" stroke="#595959" stroke-width="2"/>`,
    `<line x1="160" y1="${y - 6}" x2="160" y2="${y + 6}" stroke="#595959" stroke-width="2"/>`,
    `<text x="170" y="${y + 5}">5 m</text>`,
    '</g>',
  ].join('');
}

/**
 * The floor plan of an area as an SVG document: walls, doors, rooms named, what they
 * hold, and, outdoors, the fence and the building the devices stand around. Black on
 * white with greys, so it prints as it shows; the devices are drawn by the portal.
 */
export function floorPlanSvg(areaName: string, layout: FloorLayout, rng: Rng): string {
  const { width, height, outline } = layout;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${escape(areaName)} 平面图</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
  ];
  if (layout.outdoor) {
    parts.push(
      rect(
        { x: 30, y: 30, w: width - 60, h: height - 80 },
        'fill="#f6fbf8" stroke="#8c8c8c" stroke-width="3" stroke-dasharray="14 8"',
      ),
      rect(outline, `fill="#d9d9d9" stroke="${WALL}" stroke-width="8"`),
      `<text x="${outline.x + outline.w / 2}" y="${outline.y + outline.h / 2 + 8}" text-anchor="middle" font-size="24" fill="#434343" ${FONT}>主楼</text>`,
    );
  } else {
    parts.push(rect(outline, 'fill="#fafafa"'));
    for (const room of layout.rooms) parts.push(furniture(room, rng));
    for (const [x1, y1, x2, y2] of layout.walls)
      parts.push(
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${WALL}" stroke-width="6"/>`,
      );
    parts.push(rect(outline, `fill="none" stroke="${WALL}" stroke-width="10"`));
  }
  for (const d of layout.doors) parts.push(door(d));
  for (const room of layout.rooms)
    parts.push(
      `<text x="${room.x + room.w / 2}" y="${room.y + room.h / 2 + 7}" text-anchor="middle" font-size="20" fill="#595959" ${FONT}>${escape(room.name)}</text>`,
    );
  parts.push(legend(layout), '</svg>');
  return parts.join('');
}
