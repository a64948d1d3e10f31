import { create } from 'zustand';
import type { ColorSchemeName } from '../../engine/schemas';

/**
 * Colour schemes chosen in edit mode, by block path: applied to the preview at once while the
 * content backend saves them. Browser-only state (edit mode never renders on the server).
 */
interface OverrideState {
  schemes: Record<string, ColorSchemeName>;
  setScheme: (path: string, scheme: ColorSchemeName) => void;
}

export const useEditOverrides = create<OverrideState>((set) => ({
  schemes: {},
  setScheme: (path, scheme) => set((s) => ({ schemes: { ...s.schemes, [path]: scheme } })),
}));

/** The block lists on the page, by path prefix (`content.blocks`, `header`, `footer`). */
export const pageLists = new Map<string, readonly unknown[]>();

/** The block at `content.blocks.3`, or undefined. */
export function locateBlock(path: string): unknown {
  const cut = path.lastIndexOf('.');
  if (cut < 0) return undefined;
  const list = pageLists.get(path.slice(0, cut));
  const index = Number(path.slice(cut + 1));
  if (!list || !Number.isInteger(index)) return undefined;
  return list[index];
}
