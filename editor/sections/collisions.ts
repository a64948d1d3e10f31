/**
 * Which block a dragged block is over. Reordering compares *slots*: the top the dragged block would
 * have if dropped in each block's place (a block below it: their bottoms align; above it: their
 * tops). That moves any block past any other whatever their heights, with the keyboard sensor's
 * coordinates (which align bottoms when moving down) as with a pointer. A palette block counts only
 * once it is over the canvas, then lands at the nearest block's place (or in the empty canvas).
 */
import { type Collision, type CollisionDetection, pointerWithin, rectIntersection } from '@dnd-kit/core';

export const CANVAS_DROP_ID = 'canvas';
export const PALETTE_PREFIX = 'palette:';

export const closestSlot: CollisionDetection = ({
  active,
  collisionRect,
  droppableContainers,
  droppableRects,
}) => {
  const items = droppableContainers
    .map((container) => ({ container, rect: droppableRects.get(container.id) }))
    .filter((item): item is typeof item & { rect: NonNullable<typeof item.rect> } => item.rect !== undefined)
    .sort((a, b) => a.rect.top - b.rect.top);
  const from = items.findIndex((item) => item.container.id === active.id);
  const height = from >= 0 ? items[from]!.rect.height : collisionRect.height;
  return items
    .map(({ container, rect }, i): Collision => {
      const top = from < 0 || i <= from ? rect.top : rect.top + rect.height - height;
      return {
        id: container.id,
        data: { droppableContainer: container, value: Math.abs(collisionRect.top - top) },
      };
    })
    .sort((a, b) => (a.data!.value as number) - (b.data!.value as number));
};

export const collisions: CollisionDetection = (args) => {
  const blocks = args.droppableContainers.filter((c) => c.id !== CANVAS_DROP_ID);
  if (!String(args.active.id).startsWith(PALETTE_PREFIX)) {
    return closestSlot({ ...args, droppableContainers: blocks });
  }
  const canvas = args.droppableContainers.filter((c) => c.id === CANVAS_DROP_ID);
  const overCanvas = args.pointerCoordinates
    ? pointerWithin({ ...args, droppableContainers: canvas })
    : rectIntersection({ ...args, droppableContainers: canvas });
  if (overCanvas.length === 0) return [];
  const closest = closestSlot({ ...args, droppableContainers: blocks });
  return closest.length ? closest : overCanvas;
};
