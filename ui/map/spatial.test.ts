import { describe, expect, it } from 'vitest';
import { nextInDirection, readingOrder } from './spatial';

//   0 (10,10)        1 (200,12)
//            2 (100,100)
//   3 (12,205)       4 (210,200)
const points = [
  { x: 10, y: 10 },
  { x: 200, y: 12 },
  { x: 100, y: 100 },
  { x: 12, y: 205 },
  { x: 210, y: 200 },
];

describe('keyboard moves between markers', () => {
  it('reads top to bottom, then left to right', () => {
    expect(readingOrder(points)).toEqual([0, 1, 2, 3, 4]);
  });

  it('goes to the nearest marker in the arrow’s direction', () => {
    expect(nextInDirection(points, 0, 'right')).toBe(1);
    expect(nextInDirection(points, 0, 'down')).toBe(3);
    expect(nextInDirection(points, 2, 'up')).toBe(0);
    expect(nextInDirection(points, 4, 'left')).toBe(3);
    expect(nextInDirection(points, 3, 'up')).toBe(0);
    expect(nextInDirection(points, 3, 'right')).toBe(4);
  });

  it('falls back to the nearest not far off the axis, and stops at the edge', () => {
    expect(
      nextInDirection(
        [
          { x: 0, y: 0 },
          { x: 100, y: 150 },
        ],
        0,
        'right',
      ),
    ).toBe(1);
    expect(
      nextInDirection(
        [
          { x: 0, y: 0 },
          { x: 10, y: 200 },
        ],
        0,
        'right',
      ),
    ).toBeNull();
    expect(nextInDirection(points, 1, 'right')).toBeNull();
    expect(nextInDirection(points, 9, 'right')).toBeNull();
  });
});
