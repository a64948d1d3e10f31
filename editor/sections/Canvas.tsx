import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { registry } from '../../blocks';
import { BlockList, type OverlayContext } from '../../engine/renderer';
import type { Locale } from '../../engine/schemas';
import { LocaleProvider } from '../../stores/locale';
import { selectQaSettings, useQaSettings } from '../../stores/qa-settings';
import { type SiteData, SiteDataProvider } from '../../stores/site-data';
import { BREAKPOINTS } from '../../ui/constants';
import styles from './Editor.module.css';
import { useEditor } from './editor-context';
import { PALETTE_PREFIX } from './Palette';
import { PreviewFrame, previewWidth } from './PreviewFrame';
import { QaOverlay } from './QaOverlay';

export const CANVAS_DROP_ID = 'canvas';

/** The page as the public site renders it (the real `BlockList`), each block with its overlay. */
export function Canvas({ uiLocale }: { uiLocale: Locale }) {
  const { t } = useLingui();
  const viewport = useEditor((s) => s.viewport);
  const label = t`Aperçu de la page`;
  const body = <CanvasBody uiLocale={uiLocale} />;
  return (
    <section className={styles.canvasArea} aria-label={label}>
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
  const contentLocale = useEditor((s) => s.contentLocale);
  // QA general settings (/qa/parametres-generaux): site type, theme, radius, production, variant.
  const settings = useQaSettings(useShallow(selectQaSettings));
  useEffect(() => {
    void useQaSettings.persist.rehydrate();
  }, []);
  const site = useMemo<SiteData>(
    () => ({
      siteId: '',
      siteType: settings.siteType,
      micrositeId: '',
      siteKey: '',
      recaptchaSiteKey: '',
      production: settings.production,
      alternatePaths: [],
      variant: settings.variant,
    }),
    [settings.siteType, settings.production, settings.variant],
  );
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
  // Stable, so that an edit re-renders only the edited block (BlockList memoises each block).
  const renderOverlay = useCallback(
    (ctx: OverlayContext) => <QaOverlay ctx={ctx} uiLocale={uiLocale} />,
    [uiLocale],
  );
  return (
    <div
      ref={setNodeRef}
      className={styles.canvas}
      data-canvas=""
      data-over={isOver ? '' : undefined}
      lang={contentLocale === 'fr' ? 'fr-CA' : 'en-CA'}
      data-theme={settings.theme}
      data-radius={settings.radius}
    >
      {blocks.length === 0 && (
        <p
          className={styles.empty}
        >{t`La page est vide. Insérez un bloc depuis la liste ou glissez-le ici.`}</p>
      )}
      <SiteDataProvider value={site}>
        <LocaleProvider locale={contentLocale}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <BlockList blocks={blocks} registry={registry} mode="qa" renderOverlay={renderOverlay} />
          </SortableContext>
        </LocaleProvider>
      </SiteDataProvider>
    </div>
  );
}
