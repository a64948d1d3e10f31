/**
 * Keyboard moves between the markers of a map (one tab stop, arrows inside): the arrow keys go to
 * the nearest marker in their direction, Home and End to the first and last in reading order.
 * Pure: positions are screen points.
 */
export interface ScreenPoint {
  x: number;
  y: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Indexes of the points in reading order: top to bottom by rows of `rowPx`, then left to right. */
export function readingOrder(points: readonly ScreenPoint[], rowPx = 48): number[] {
  return points
    .map((p, i) => ({ i, row: Math.floor(p.y / rowPx), x: p.x }))
    .sort((a, b) => a.row - b.row || a.x - b.x || a.i - b.i)
    .map((p) => p.i);
}

/**
 * The point to go to from `from` in a direction: the nearest inside a 45° cone around it (distance
 * off the axis counts double), else the nearest inside a wider cone (about 70°), else none.
 */
export function nextInDirection(
  points: readonly ScreenPoint[],
  from: number,
  direction: Direction,
): number | null {
  const origin = points[from];
  if (!origin) return null;
  let best: number | null = null;
  let bestScore = Infinity;
  let fallback: number | null = null;
  let fallbackScore = Infinity;
  points.forEach((p, i) => {
    if (i === from) return;
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    const along = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 0) return;
    const score = along + 2 * across;
    if (across <= along && score < bestScore) {
      best = i;
      bestScore = score;
    }
    const distance = along * along + across * across;
    if (across <= 3 * along && distance < fallbackScore) {
      fallback = i;
      fallbackScore = distance;
    }
  });
  return best ?? fallback;
}
