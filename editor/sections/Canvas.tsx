import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { registry } from '../../blocks';
import { BlockList, type OverlayContext } from '../../engine/renderer';
import { BlockErrorCard } from '../../engine/renderer/BlockErrorCard';
import type { Locale } from '../../engine/schemas';
import { LocaleProvider } from '../../stores/locale';
import { SiteDataProvider } from '../../stores/site-data';
import { BREAKPOINTS } from '../../ui/constants';
import styles from './Canvas.module.css';
import { CANVAS_DROP_ID, PALETTE_PREFIX } from './collisions';
import { useEditor } from './editor-context';
import { InsertionPoint } from './InsertionPoint';
import { PreviewFrame, previewWidth } from './PreviewFrame';
import { QaOverlay } from './QaOverlay';
import { useQaSite } from './qa-site';

/** The page as the public site renders it (the real `BlockList`), each block with its overlay. */
export function Canvas({ uiLocale }: { uiLocale: Locale }) {
  const { t } = useLingui();
  const viewport = useEditor((s) => s.viewport);
  const label = t`Aperçu de la page`;
  const body = <CanvasBody uiLocale={uiLocale} />;
  return (
    // Around a preview frame, the column itself may scroll (when the toolbar grows): it then takes
    // focus, so that a keyboard can scroll it too.
    <section className={styles.canvasArea} aria-label={label} tabIndex={viewport === 'full' ? undefined : 0}>
      {viewport === 'full' ? (
        body
      ) : (
        <PreviewFrame width={previewWidth(BREAKPOINTS[viewport])} title={label}>
          {body}
        </PreviewFrame>
      )}
    </section>
  );
}

function CanvasBody({ uiLocale }: { uiLocale: Locale }) {
  const { t } = useLingui();
  const blocks = useEditor((s) => s.blocks);
  const count = blocks.length;
  const contentLocale = useEditor((s) => s.contentLocale);
  const { settings, site, status } = useQaSite();
  // The same array while the order is unchanged: a new one would re-render every sortable block.
  const idsRef = useRef<string[]>([]);
  const ids = useMemo(() => {
    const next = blocks.map((b) => b.id);
    const prev = idsRef.current;
    if (prev.length === next.length && prev.every((id, i) => id === next[i])) return prev;
    idsRef.current = next;
    return next;
  }, [blocks]);
  // The canvas takes palette blocks only; while a block is reordered it must not compete with blocks.
  const { active } = useDndContext();
  const reordering = active !== null && !String(active.id).startsWith(PALETTE_PREFIX);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID, disabled: reordering });
  const root = useRef<HTMLDivElement | null>(null);
  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      root.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  useCanvasFocus(root);
  // Stable, so that an edit re-renders only the edited block (BlockList memoises each block).
  const renderOverlay = useCallback(
    (ctx: OverlayContext) => <QaOverlay ctx={ctx} uiLocale={uiLocale} />,
    [uiLocale],
  );
  return (
    <div
      ref={setRoot}
      className={styles.canvas}
      data-canvas=""
      data-over={isOver ? '' : undefined}
      tabIndex={-1}
      aria-label={t`Page en cours : ${count} bloc(s)`}
      role="region"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a[href]')) event.preventDefault();
      }}
      lang={contentLocale === 'fr' ? 'fr-CA' : 'en-CA'}
      data-theme={settings.theme}
      data-radius={settings.radius}
    >
      {status === 'failed' && (
        <p className={styles.siteMissing} role="status">
          {t`Les données du site configuré n’ont pas pu être chargées : les blocs de propriétés, d’articles et les formulaires restent vides. Rechargez la page pour réessayer.`}
        </p>
      )}
      {blocks.length === 0 && (
        <p
          className={styles.empty}
        >{t`La page est vide. Insérez un bloc depuis la liste ou glissez-le ici.`}</p>
      )}
      <SiteDataProvider value={site}>
        <LocaleProvider locale={contentLocale}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <BlockList
              blocks={blocks}
              registry={registry}
              mode="qa"
              errorCard={BlockErrorCard}
              renderOverlay={renderOverlay}
            />
          </SortableContext>
          <InsertionPoint index={blocks.length} last />
        </LocaleProvider>
      </SiteDataProvider>
    </div>
  );
}

/** Takes the editor's focus requests for the canvas: a block (by id), or the canvas itself. */
function useCanvasFocus(root: { current: HTMLDivElement | null }) {
  const focus = useEditor((s) => s.focus);
  useEffect(() => {
    const target = focus?.target;
    const node = root.current;
    if (!target || !node || (target.kind !== 'block' && target.kind !== 'canvas')) return;
    // After the render that follows the change (the block may have just been added back).
    const frame = requestAnimationFrame(() => {
      // Undo while typing in the block's own form: the field keeps focus and shows the change.
      const active = node.ownerDocument.activeElement ?? document.activeElement;
      if (
        target.kind === 'block' &&
        !target.action &&
        active?.closest(`[data-inspector="${CSS.escape(target.id)}"]`)
      )
        return;
      const block =
        target.kind === 'block'
          ? node.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(target.id)}"]`)
          : null;
      if (target.kind === 'block' && target.reveal) {
        block?.scrollIntoView({ block: 'nearest' });
        return;
      }
      const action =
        target.kind === 'block' && target.action
          ? block?.querySelector<HTMLElement>(
              `:scope > [data-editor-overlay] [data-action="${target.action}"]`,
            )
          : null;
      const element = target.kind === 'block' ? (action ?? block) : node;
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, root]);
}
