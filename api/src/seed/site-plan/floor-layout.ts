import type { Rng } from '../prng';

/** A rectangle in plan pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Room extends Box {
  name: string;
}

/** A gap in a wall: a door, drawn as an opening with its swing. */
export interface Door {
  x: number;
  y: number;
  /** Along the x axis (a horizontal wall) or the y axis. */
  horizontal: boolean;
  width: number;
}

export interface FloorLayout {
  width: number;
  height: number;
  /** The building's outer wall. */
  outline: Box;
  rooms: Room[];
  /** Inner walls as segments [x1, y1, x2, y2]. */
  walls: [number, number, number, number][];
  doors: Door[];
  /** Outdoors (the perimeter area): the site's fence, and the building stands inside it. */
  outdoor: boolean;
}

export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 640;
const MARGIN = 60;
const DOOR = 56;

/** Rooms of each seeded area (seed/service/sites.ts AREAS), as a site of that kind has them. */
const ROOM_NAMES: Record<string, readonly string[]> = {
  后厨: ['热厨区', '冷菜间', '洗消间', '备餐间'],
  仓库: ['干货库', '收货区', '冷藏库', '包材库'],
  餐厅: ['大堂', '包间', '收银区', '候餐区'],
  办公区: ['开放办公', '会议室', '茶水间', '档案室'],
  垃圾房: ['湿垃圾间', '干垃圾间', '清洗区', '暂存区'],
  生产车间: ['加工区', '包装区', '原料暂存', '更衣间'],
};

/** The four sides around the building, for the perimeter (外围). */
const OUTDOOR_ZONES = ['北侧', '东侧', '南侧', '西侧'];

const between = (rng: Rng, min: number, max: number) => min + rng.next() * (max - min);

/** A door somewhere along a wall segment, away from its ends. */
function doorOn(rng: Rng, x1: number, y1: number, x2: number, y2: number): Door {
  const horizontal = y1 === y2;
  const length = horizontal ? x2 - x1 : y2 - y1;
  const at = between(rng, 0.25, 0.75) * length - DOOR / 2;
  return horizontal
    ? { x: x1 + at, y: y1, horizontal, width: DOOR }
    : { x: x1, y: y1 + at, horizontal, width: DOOR };
}

/** An indoor area: the outline split into three or four rooms, each with a door. */
function indoor(rng: Rng, names: readonly string[]): FloorLayout {
  const outline = {
    x: MARGIN,
    y: MARGIN,
    w: PLAN_WIDTH - 2 * MARGIN,
    h: PLAN_HEIGHT - 2 * MARGIN - 20,
  };
  const right = outline.x + outline.w;
  const bottom = outline.y + outline.h;
  const splitX = Math.round(outline.x + outline.w * between(rng, 0.45, 0.6));
  const splitRight = Math.round(outline.y + outline.h * between(rng, 0.4, 0.6));
  const four = rng.next() < 0.5;
  const splitLeft = Math.round(outline.y + outline.h * between(rng, 0.55, 0.7));
  const [a = '', b = '', c = '', d = ''] = names;
  const rooms: Room[] = [
    {
      name: a,
      x: outline.x,
      y: outline.y,
      w: splitX - outline.x,
      h: (four ? splitLeft : bottom) - outline.y,
    },
    { name: b, x: splitX, y: outline.y, w: right - splitX, h: splitRight - outline.y },
    { name: c, x: splitX, y: splitRight, w: right - splitX, h: bottom - splitRight },
  ];
  const walls: FloorLayout['walls'] = [
    [splitX, outline.y, splitX, bottom],
    [splitX, splitRight, right, splitRight],
  ];
  const doors = [
    doorOn(rng, splitX, outline.y, splitX, four ? splitLeft : bottom),
    doorOn(rng, splitX, splitRight, right, splitRight),
    // The way in from outside, on the bottom wall of the first room.
    doorOn(rng, outline.x, bottom, splitX, bottom),
  ];
  if (four) {
    rooms.push({
      name: d,
      x: outline.x,
      y: splitLeft,
      w: splitX - outline.x,
      h: bottom - splitLeft,
    });
    walls.push([outline.x, splitLeft, splitX, splitLeft]);
    doors.push(doorOn(rng, outline.x, splitLeft, splitX, splitLeft));
  }
  return { width: PLAN_WIDTH, height: PLAN_HEIGHT, outline, rooms, walls, doors, outdoor: false };
}

/** The perimeter: the building in the middle of its plot, the four sides around it as zones. */
function outdoor(rng: Rng): FloorLayout {
  const bw = Math.round(between(rng, 0.45, 0.55) * PLAN_WIDTH);
  const bh = Math.round(between(rng, 0.4, 0.5) * PLAN_HEIGHT);
  const outline = {
    x: Math.round((PLAN_WIDTH - bw) / 2),
    y: Math.round((PLAN_HEIGHT - bh) / 2) - 10,
    w: bw,
    h: bh,
  };
  const fence = { x: 30, y: 30, w: PLAN_WIDTH - 60, h: PLAN_HEIGHT - 80 };
  const [north = '', east = '', south = '', west = ''] = OUTDOOR_ZONES;
  // Each zone is the strip between the building and the fence on that side.
  const rooms: Room[] = [
    { name: north, x: outline.x, y: fence.y, w: outline.w, h: outline.y - fence.y },
    {
      name: east,
      x: outline.x + outline.w,
      y: outline.y,
      w: fence.x + fence.w - outline.x - outline.w,
      h: outline.h,
    },
    {
      name: south,
      x: outline.x,
      y: outline.y + outline.h,
      w: outline.w,
      h: fence.y + fence.h - outline.y - outline.h,
    },
    { name: west, x: fence.x, y: outline.y, w: outline.x - fence.x, h: outline.h },
  ];
  const doors = [
    doorOn(rng, outline.x, outline.y + outline.h, outline.x + outline.w, outline.y + outline.h),
  ];
  return {
    width: PLAN_WIDTH,
    height: PLAN_HEIGHT,
    outline,
    rooms,
    walls: [],
    doors,
    outdoor: true,
  };
}

/** The layout of a seeded area, from its name: rooms that a site of that kind has. */
export function floorLayout(areaName: string, rng: Rng): FloorLayout {
  const names = ROOM_NAMES[areaName];
  return names ? indoor(rng, names) : outdoor(rng);
}
