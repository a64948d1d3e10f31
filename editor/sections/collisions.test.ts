import type { ClientRect, CollisionDescriptor, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { closestSlot } from './collisions';

/** A column of blocks by height, stacked from the top; returns the dnd-kit collision arguments. */
function column(heights: Record<string, number>) {
  const rects = new Map<string, ClientRect>();
  let top = 0;
  for (const [id, height] of Object.entries(heights)) {
    rects.set(id, { top, bottom: top + height, left: 0, right: 100, width: 100, height });
    top += height;
  }
  const containers = [...rects.keys()].map((id) => ({ id }) as unknown as DroppableContainer);
  return { rects, containers };
}

/** Where the dragged block's top is, and which block it is over. */
function overAt(heights: Record<string, number>, active: string, collisionTop: number) {
  const { rects, containers } = column(heights);
  const own = rects.get(active)!;
  const collisions = closestSlot({
    active: { id: active } as never,
    collisionRect: { ...own, top: collisionTop, bottom: collisionTop + own.height },
    droppableContainers: containers,
    droppableRects: rects as never,
    pointerCoordinates: null,
  }) as CollisionDescriptor[];
  return collisions[0]?.id;
}

describe('reordering compares the place a block would take, whatever the heights', () => {
  it('moves a tall block down past a short one (the keyboard aligns their bottoms)', () => {
    // tall 0–1000, short 1000–1100: one step down puts the tall block's bottom at 1100, its top at 100.
    expect(overAt({ tall: 1000, short: 100 }, 'tall', 100)).toBe('short');
    expect(overAt({ tall: 1000, short: 100 }, 'tall', 0)).toBe('tall');
  });

  it('moves a tall block up past a short one (the keyboard aligns their tops)', () => {
    expect(overAt({ short: 100, tall: 1000 }, 'tall', 0)).toBe('short');
  });

  it('moves a short block past a tall one, both ways', () => {
    expect(overAt({ short: 100, tall: 1000 }, 'short', 1000)).toBe('tall');
    expect(overAt({ tall: 1000, short: 100 }, 'short', 0)).toBe('tall');
  });

  it('moves several places: the next block below aligns bottoms again', () => {
    // tall 0–1000, a 1000–1100, b 1100–1300: past b, the tall block's top is 1300 − 1000 = 300.
    expect(overAt({ tall: 1000, a: 100, b: 200 }, 'tall', 300)).toBe('b');
  });
});
