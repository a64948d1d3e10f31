import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { overlayStyles } from '../overlay/BlockOverlay';
import { Icon } from '../overlay/icons';
import { pasteAt } from './commands';
import { useEditorStore } from './editor-context';

/**
 * The bar's "more" button: copy the block, and paste the copied block after it (offered only when
 * the page accepts the copied block there). Escape or a click elsewhere closes it, focus returns
 * to the button.
 */
export function MoreMenu({
  id,
  index,
  label,
  pasteHere,
}: {
  id: string;
  index: number;
  label: string;
  pasteHere: boolean;
}) {
  const { t } = useLingui();
  const store = useEditorStore();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('button')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const doc = button.current?.ownerDocument ?? document;
    doc.addEventListener('pointerdown', onPointer);
    return () => doc.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <button
        ref={button}
        type="button"
        className={overlayStyles.button}
        data-action="more"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Plus d’actions pour ${label}`}
        title={t`Plus d’actions`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="more" />
      </button>
      <div
        ref={menu}
        id={menuId}
        className={overlayStyles.menu}
        hidden={!open}
        role="group"
        aria-label={t`Plus d’actions pour ${label}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      >
        <button
          type="button"
          className={overlayStyles.button}
          data-menu-action="copy"
          onClick={() => {
            const block = store.getState().blocks.find((b) => b.id === id);
            if (block) store.getState().copy(block);
            close();
          }}
        >
          {t`Copier ${label}`}
        </button>
        {pasteHere && (
          <button
            type="button"
            className={overlayStyles.button}
            data-menu-action="paste"
            onClick={() => {
              setOpen(false);
              pasteAt(store, index + 1);
            }}
          >
            {t`Coller après ${label}`}
          </button>
        )}
      </div>
    </span>
  );
}
