/**
 * Charts are drawn one per task. echarts draws a chart synchronously (init, then its first
 * setOption), about 100 ms each at the bench's phone CPU; the ten charts of the group home,
 * all mounted when the chart library arrived, were one task of 1.2 s (issue 13), which held
 * every tap and the paint of the charts already drawn. Queued, the browser paints and takes
 * input between two charts, in the order the charts were mounted (top to bottom).
 */
const queue: (() => void)[] = [];
let scheduled = false;

function drawNext(): void {
  scheduled = false;
  const draw = queue.shift();
  draw?.();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // A macrotask: after it the browser may paint and dispatch input, unlike a microtask.
  setTimeout(drawNext, 0);
}

/** Runs `draw` in a task of its own, after the charts queued before it; returns a cancel. */
export function drawSoon(draw: () => void): () => void {
  queue.push(draw);
  schedule();
  return () => {
    const at = queue.indexOf(draw);
    if (at >= 0) queue.splice(at, 1);
  };
}
