import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { registry } from '../../blocks';
import { loadExamples } from '../../engine/registry';
import type { BlockEnvelope, Locale } from '../../engine/schemas';
import { Inspector } from '../inspector/Inspector';
import { insertBlock, moveBlock } from '../state/actions';
import { withFreshId } from '../state/ids';
import { createEditorStore, type EditorStore } from '../state/store';
import { useAnnouncements } from './announcements';
import { CANVAS_DROP_ID, Canvas } from './Canvas';
import styles from './Editor.module.css';
import { EditorStoreContext } from './editor-context';
import { PALETTE_PREFIX, Palette } from './Palette';
import { Toolbar } from './Toolbar';

let pageStore: EditorStore | undefined;
/** The page's store, made on first use in the browser (it reads localStorage). */
function editorStore(): EditorStore {
  pageStore ??= createEditorStore();
  return pageStore;
}

/** Inserts a new block of a type, from its first example with a fresh id, and selects it. */
export async function insertNewBlock(
  store: EditorStore,
  type: string,
  index?: number,
): Promise<string | null> {
  const def = registry.get(type);
  if (!def) return null;
  const [example] = await loadExamples(def);
  if (!example) return null;
  const block = withFreshId(example as BlockEnvelope);
  const state = store.getState();
  const selected = state.selectedId ? state.blocks.findIndex((b) => b.id === state.selectedId) : -1;
  const at = index ?? (selected >= 0 ? selected + 1 : state.blocks.length);
  state.apply(insertBlock(block, at));
  state.select(block.id);
  return block.id;
}

/** Blocks of any height in a column: the one whose top edge is nearest the dragged block's top. */
const closestTop: CollisionDetection = ({ collisionRect, droppableContainers, droppableRects }) =>
  droppableContainers
    .map((c) => ({ id: c.id, data: { droppableContainer: c, value: droppableRects.get(c.id) } }))
    .filter((c) => c.data.value)
    .map((c) => ({ ...c, data: { ...c.data, value: Math.abs(c.data.value!.top - collisionRect.top) } }))
    .sort((a, b) => a.data.value - b.data.value);

/**
 * Reordering compares blocks only; a palette block counts only once it is over the canvas, then
 * lands at the closest block (or in the empty canvas).
 */
const collisions: CollisionDetection = (args) => {
  const blocks = args.droppableContainers.filter((c) => c.id !== CANVAS_DROP_ID);
  if (!String(args.active.id).startsWith(PALETTE_PREFIX)) {
    const under = args.pointerCoordinates ? pointerWithin({ ...args, droppableContainers: blocks }) : [];
    return under.length ? under : closestTop({ ...args, droppableContainers: blocks });
  }
  const canvas = args.droppableContainers.filter((c) => c.id === CANVAS_DROP_ID);
  const overCanvas = args.pointerCoordinates
    ? pointerWithin({ ...args, droppableContainers: canvas })
    : rectIntersection({ ...args, droppableContainers: canvas });
  if (overCanvas.length === 0) return [];
  const closest = closestTop({ ...args, droppableContainers: blocks });
  return closest.length ? closest : overCanvas;
};

export interface EditorAppProps {
  uiLocale: Locale;
  onUiLocale: (locale: Locale) => void;
}

export function EditorApp({ uiLocale, onUiLocale }: EditorAppProps) {
  const { t } = useLingui();
  const store = useMemo(editorStore, []);
  const [dragLabel, setDragLabel] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useAnnouncements(store, uiLocale);

  useEffect(() => {
    document.title = t`Sections — QA`;
  }, [t]);

  // Undo: Ctrl/Cmd+Z; redo: Shift+Ctrl/Cmd+Z or Ctrl+Y. Form inputs included: their value is the store's.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) store.getState().redo();
        else store.getState().undo();
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault();
        store.getState().redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    if (id.startsWith(PALETTE_PREFIX)) {
      const def = registry.get(id.slice(PALETTE_PREFIX.length));
      setDragLabel(def ? def.label[uiLocale] : id);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragLabel(null);
    const id = String(active.id);
    const blocks = store.getState().blocks;
    if (id.startsWith(PALETTE_PREFIX)) {
      if (!over) return;
      const overIndex = blocks.findIndex((b) => b.id === over.id);
      void insertNewBlock(store, id.slice(PALETTE_PREFIX.length), overIndex >= 0 ? overIndex : blocks.length);
      return;
    }
    if (!over || over.id === active.id) return;
    const from = blocks.findIndex((b) => b.id === active.id);
    const to = blocks.findIndex((b) => b.id === over.id);
    if (from >= 0 && to >= 0) store.getState().apply(moveBlock(from, to));
  };

  return (
    <EditorStoreContext.Provider value={store}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragLabel(null)}
        accessibility={accessibility}
      >
        <div className={styles.editor} data-qa-editor="">
          <Toolbar uiLocale={uiLocale} onUiLocale={onUiLocale} />
          <div className={styles.columns}>
            <Palette uiLocale={uiLocale} onInsert={(type) => void insertNewBlock(store, type)} />
            <Canvas uiLocale={uiLocale} />
            <Inspector />
          </div>
        </div>
        <DragOverlay>{dragLabel ? <div className={styles.dragGhost}>{dragLabel}</div> : null}</DragOverlay>
      </DndContext>
    </EditorStoreContext.Provider>
  );
}
