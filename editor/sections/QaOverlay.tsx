import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { registry } from '../../blocks';
import type { BlockCapabilities } from '../../engine/registry';
import type { OverlayContext } from '../../engine/renderer';
import type { Locale } from '../../engine/schemas';
import { BlockOverlay, overlayStyles } from '../overlay/BlockOverlay';
import { Icon } from '../overlay/icons';
import { cycleColorScheme, duplicateBlock, moveBlock } from '../state/actions';
import { newBlockId } from '../state/ids';
import { acceptsAt } from '../state/placement';
import { deleteBlock } from './commands';
import { useEditor, useEditorStore } from './editor-context';
import { InsertionPoint } from './InsertionPoint';
import { MoreMenu } from './MoreMenu';
import { useCommandWords } from './words';

/**
 * The QA editor's overlay on one block: an insertion point above it, and a compact bar (drag
 * handle, name and validity, move, colour, edit, duplicate, more, delete). The block itself takes
 * focus (Tab), and a click or Enter on it selects it; Delete removes it.
 */
export function QaOverlay({ ctx, uiLocale }: { ctx: OverlayContext; uiLocale: Locale }) {
  const { t } = useLingui();
  const store = useEditorStore();
  const words = useCommandWords();
  const id = ctx.id;
  const index = ctx.index;
  const selected = useEditor((s) => s.selectedId === id);
  const count = useEditor((s) => s.blocks.length);
  const pasteHere = useEditor(
    (s) => s.clipboard !== null && acceptsAt(registry, s.blocks, s.clipboard.block_type, index + 1),
  );
  const caps = ctx.def?.capabilities;
  const label = ctx.def ? ctx.def.label[uiLocale] : ctx.blockType;
  const valid = !ctx.issue;

  const position = index + 1;
  const blockName = t`Bloc ${label}, ${position} sur ${count}`;
  const wrapper = { id, label, blockName, selected, caps, words };
  const { barRef, setActivatorNodeRef, attributes, listeners } = useBlockWrapper(wrapper);

  const apply = store.getState().apply;
  // A moved block's element is put back in the page, which drops focus: it returns to the button.
  const move = (to: number, action: string) => {
    if (to < 0 || to >= count) return;
    apply(moveBlock(index, to), undefined, { id });
    store.getState().requestFocus({ kind: 'block', id, action });
  };
  const { tabIndex: _handleTab, ...handleAttributes } = attributes;
  return (
    <>
      <InsertionPoint index={index} />
      <BlockOverlay
        rootRef={barRef}
        label={label}
        capabilities={caps}
        colorScheme={ctx.colorScheme ?? (caps?.colorScheme ? 'normal' : undefined)}
        editing
        selected={selected}
        onColorScheme={() => apply(cycleColorScheme(id), undefined, { id })}
        onEdit={() => {
          store.getState().select(id);
          store.getState().requestFocus({ kind: 'inspector' });
        }}
        onDelete={() => deleteBlock(store, id, label, words)}
        before={
          <>
            {(caps?.drag ?? true) && (
              <button
                ref={setActivatorNodeRef}
                type="button"
                className={`${overlayStyles.button} ${overlayStyles.handle}`}
                data-action="drag"
                {...handleAttributes}
                {...listeners}
                aria-label={t`Déplacer ${label} (glisser ou clavier)`}
                title={t`Déplacer`}
              >
                <Icon name="drag" />
              </button>
            )}
            <ValidityName label={label} valid={valid} />
            <button
              type="button"
              className={overlayStyles.button}
              data-action="move-up"
              aria-disabled={index === 0 ? true : undefined}
              onClick={() => move(index - 1, 'move-up')}
              aria-label={t`Monter ${label}`}
              title={t`Monter`}
            >
              <Icon name="up" />
            </button>
            <button
              type="button"
              className={overlayStyles.button}
              data-action="move-down"
              aria-disabled={index >= count - 1 ? true : undefined}
              onClick={() => move(index + 1, 'move-down')}
              aria-label={t`Descendre ${label}`}
              title={t`Descendre`}
            >
              <Icon name="down" />
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
                onClick={() => {
                  const copy = newBlockId();
                  apply(duplicateBlock(id, copy), undefined, { id: copy, index });
                }}
                aria-label={t`Dupliquer ${label}`}
                title={t`Dupliquer`}
              >
                <Icon name="duplicate" />
              </button>
            )}
            <MoreMenu id={id} index={index} label={label} pasteHere={pasteHere} />
          </>
        }
      />
    </>
  );
}

/**
 * The block's own wrapper, drawn by the renderer, made the sortable node: it follows the drag, is a
 * named group that takes focus, and a click in it (not on its bar) or Enter on it selects the
 * block; Delete removes it.
 */
function useBlockWrapper({
  id,
  label,
  blockName,
  selected,
  caps,
  words,
}: {
  id: string;
  label: string;
  blockName: string;
  selected: boolean;
  caps: BlockCapabilities | undefined;
  words: ReturnType<typeof useCommandWords>;
}) {
  const store = useEditorStore();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: caps ? !caps.drag : false });
  // The sortable node is the block's own wrapper, drawn by the renderer: the bar is inside it.
  const wrapper = useRef<HTMLElement | null>(null);
  const barRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      wrapper.current = node.parentElement;
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
    node.tabIndex = 0;
    node.setAttribute('role', 'group');
    node.setAttribute('aria-label', blockName);
  }, [transform, transition, isDragging, selected, blockName]);

  // A click anywhere in the block (not on its bar) or Enter on the block itself selects it.
  useLayoutEffect(() => {
    const node = wrapper.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('[data-editor-overlay], [data-insert-point]')) return;
      store.getState().select(id);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== node) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        store.getState().select(id);
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && caps?.delete !== false) {
        event.preventDefault();
        deleteBlock(store, id, label, words);
      }
    };
    node.addEventListener('click', onClick);
    node.addEventListener('keydown', onKey);
    return () => {
      node.removeEventListener('click', onClick);
      node.removeEventListener('keydown', onKey);
    };
  }, [store, id, label, words, caps?.delete]);

  return { barRef, setActivatorNodeRef, attributes, listeners };
}

/** The block's name, after a mark that says whether it is valid. */
function ValidityName({ label, valid }: { label: string; valid: boolean }) {
  const { t } = useLingui();
  return (
    <span className={overlayStyles.name}>
      <span
        className={valid ? overlayStyles.valid : overlayStyles.invalid}
        data-validity={valid ? 'valid' : 'invalid'}
        role="img"
        aria-label={valid ? t`Valide` : t`Invalide`}
        title={valid ? t`Valide` : t`Invalide`}
      />
      <span className={overlayStyles.nameText} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
