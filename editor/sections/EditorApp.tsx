import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { registry } from '../../blocks';
import type { Locale } from '../../engine/schemas';
import { ToastLayer } from '../../ui/toasts';
import { Inspector } from '../inspector/Inspector';
import { moveBlock } from '../state/actions';
import { createEditorStore, type EditorStore } from '../state/store';
import { useAnnouncements } from './announcements';
import { Canvas } from './Canvas';
import { collisions, PALETTE_PREFIX } from './collisions';
import { insertNewBlock } from './commands';
import styles from './Editor.module.css';
import { EditorStoreContext } from './editor-context';
import { Palette } from './Palette';
import { Toolbar } from './Toolbar';

let pageStore: EditorStore | undefined;
/** The page's store, made on first use in the browser (it reads localStorage). */
function editorStore(): EditorStore {
  pageStore ??= createEditorStore();
  return pageStore;
}

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
    if (from >= 0 && to >= 0) store.getState().apply(moveBlock(from, to), undefined, { id });
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
      {/* Toasts over the canvas, never over the palette or the inspector. */}
      <div className={styles.toasts}>
        <ToastLayer />
      </div>
    </EditorStoreContext.Provider>
  );
}
