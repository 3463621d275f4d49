import type { Rng } from '../prng';
import type { Box, FloorLayout } from './floor-layout';

/** A device's place as stored: fractions of the plan's width and height. */
export interface PlanPoint {
  x: number;
  y: number;
}

type Side = 'top' | 'right' | 'bottom' | 'left';

/** How far from a wall a device stands, and the least distance between two, in plan pixels. */
const INSET = 26;
const SPACING = 70;

/** Outdoors a device stands against the building, on the side of its zone that faces it. */
const FACING_BUILDING: readonly Side[] = ['bottom', 'left', 'top', 'right'];

function pointOn(box: Box, side: Side, t: number): [number, number] {
  switch (side) {
    case 'top':
      return [box.x + t * box.w, box.y + INSET];
    case 'bottom':
      return [box.x + t * box.w, box.y + box.h - INSET];
    case 'left':
      return [box.x + INSET, box.y + t * box.h];
    case 'right':
      return [box.x + box.w - INSET, box.y + t * box.h];
  }
}

/**
 * Where each of `count` devices stands: against a wall of a room (indoors, as bait
 * stations, glue boards and fly lights are mounted), or along the building's outer wall
 * (outdoors), spread over the rooms in turn and kept apart so no two markers overlap.
 * Deterministic for the same rng.
 */
export function placeDevices(layout: FloorLayout, count: number, rng: Rng): PlanPoint[] {
  const placed: [number, number][] = [];
  const start = rng.int(0, layout.rooms.length - 1);
  for (let i = 0; i < count; i++) {
    const index = (start + i) % layout.rooms.length;
    const room = layout.rooms[index];
    if (!room) continue;
    let best: [number, number] = [room.x + room.w / 2, room.y + room.h / 2];
    let bestGap = -1;
    // A few tries for a spot clear of the others; the clearest one otherwise.
    for (let attempt = 0; attempt < 24; attempt++) {
      const side = layout.outdoor
        ? (FACING_BUILDING[index] ?? 'top')
        : rng.pick<Side>(['top', 'right', 'bottom', 'left']);
      const point = pointOn(room, side, 0.15 + rng.next() * 0.7);
      const gap = Math.min(
        Infinity,
        ...placed.map(([x, y]) => Math.hypot(x - point[0], y - point[1])),
      );
      if (gap > bestGap) [best, bestGap] = [point, gap];
      if (gap >= SPACING) break;
    }
    placed.push(best);
  }
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return placed.map(([x, y]) => ({ x: round(x / layout.width), y: round(y / layout.height) }));
}
