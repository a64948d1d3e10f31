import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { registry } from '../../blocks';
import type { OverlayContext } from '../../engine/renderer';
import type { Locale } from '../../engine/schemas';
import { BlockOverlay, overlayStyles } from '../overlay/BlockOverlay';
import { cycleColorScheme, duplicateBlock, insertBlock, moveBlock, removeBlock } from '../state/actions';
import { newBlockId, withFreshId } from '../state/ids';
import { acceptsType } from '../state/validation';
import { useEditor, useEditorStore } from './editor-context';

/** The QA editor's overlay on one block: spec 2 §6 buttons plus drag, move, duplicate, copy, paste. */
export function QaOverlay({ ctx, uiLocale }: { ctx: OverlayContext; uiLocale: Locale }) {
  const { t } = useLingui();
  const store = useEditorStore();
  const id = ctx.id;
  const selected = useEditor((s) => s.selectedId === id);
  const count = useEditor((s) => s.blocks.length);
  const clipboard = useEditor((s) => s.clipboard);
  const caps = ctx.def?.capabilities;
  const label = ctx.def ? ctx.def.label[uiLocale] : ctx.blockType;
  const index = ctx.index;

  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: caps ? !caps.drag : false });
  // The sortable node is the block's own wrapper, drawn by the renderer: the overlay is inside it.
  const wrapper = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      wrapper.current = node?.parentElement ?? null;
      setNodeRef(wrapper.current);
    },
    [setNodeRef],
  );
  useLayoutEffect(() => {
    const node = wrapper.current;
    if (!node) return;
    node.style.transform = CSS.Translate.toString(transform) ?? '';
    node.style.transition = transition ?? '';
    node.style.zIndex = isDragging ? '30' : '';
    node.toggleAttribute('data-dragging', isDragging);
    node.toggleAttribute('data-selected', selected);
  }, [transform, transition, isDragging, selected]);

  const apply = store.getState().apply;
  const pasteAccepted = clipboard !== null && acceptsType(registry, clipboard.block_type);
  const valid = !ctx.issue;

  return (
    <div ref={ref} className="qa-overlay-anchor">
      <BlockOverlay
        label={label}
        capabilities={caps}
        colorScheme={ctx.colorScheme ?? (caps?.colorScheme ? 'normal' : undefined)}
        editing
        selected={selected}
        onColorScheme={() => apply(cycleColorScheme(id))}
        onEdit={() => store.getState().select(id)}
        onDelete={() => {
          apply(removeBlock(id));
          if (store.getState().selectedId === id) store.getState().select(null);
        }}
        before={
          <>
            <span
              className={valid ? overlayStyles.valid : overlayStyles.invalid}
              data-validity={valid ? 'valid' : 'invalid'}
            >
              {valid ? t`Valide` : t`Invalide`}
            </span>
            {(caps?.drag ?? true) && (
              <button
                ref={setActivatorNodeRef}
                type="button"
                className={`${overlayStyles.button} ${overlayStyles.handle}`}
                data-action="drag"
                {...attributes}
                {...listeners}
                aria-label={t`Déplacer ${label} (glisser ou clavier)`}
              >
                <span aria-hidden="true">⠿</span>
              </button>
            )}
            <button
              type="button"
              className={overlayStyles.button}
              data-action="move-up"
              disabled={index === 0}
              onClick={() => apply(moveBlock(index, index - 1))}
              aria-label={t`Monter ${label}`}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className={overlayStyles.button}
              data-action="move-down"
              disabled={index >= count - 1}
              onClick={() => apply(moveBlock(index, index + 1))}
              aria-label={t`Descendre ${label}`}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </>
        }
        after={
          <>
            {caps?.duplicate && (
              <button
                type="button"
                className={overlayStyles.button}
                data-action="duplicate"
                onClick={() => apply(duplicateBlock(id, newBlockId()))}
                aria-label={t`Dupliquer ${label}`}
              >
                <span className={overlayStyles.text}>{t`Dupliquer`}</span>
              </button>
            )}
            <button
              type="button"
              className={overlayStyles.button}
              data-action="copy"
              onClick={() => {
                const block = store.getState().blocks.find((b) => b.id === id);
                if (block) store.getState().copy(block);
              }}
              aria-label={t`Copier ${label}`}
            >
              <span className={overlayStyles.text}>{t`Copier`}</span>
            </button>
            {pasteAccepted && (
              <button
                type="button"
                className={overlayStyles.button}
                data-action="paste"
                onClick={() => {
                  const copied = store.getState().clipboard;
                  if (!copied || !acceptsType(registry, copied.block_type)) return;
                  const block = withFreshId(copied);
                  apply(insertBlock(block, index + 1));
                  store.getState().select(block.id);
                }}
                aria-label={t`Coller après ${label}`}
              >
                <span className={overlayStyles.text}>{t`Coller après`}</span>
              </button>
            )}
          </>
        }
      />
    </div>
  );
}
