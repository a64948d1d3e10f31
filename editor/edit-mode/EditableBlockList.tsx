import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { registry } from '../../blocks';
import { BlockList, type OverlayContext } from '../../engine/renderer';
import { BlockErrorCard } from '../../engine/renderer/BlockErrorCard';
import type { BlockEnvelope, Locale } from '../../engine/schemas';
import { isObject } from '../../engine/schemas/is-object';
import { editorCatalog } from '../../locales/catalogs';
import { useLocale } from '../../stores/locale';
import { usePublicConfig } from '../../stores/public-config';
import { BlockOverlay } from '../overlay/BlockOverlay';
import { emitEditEvent, schemeAfter, warnEdit } from './events';
import { pageLists, useEditOverrides } from './overrides';
import { useParentActions } from './parent-actions';

export interface EditableBlockListProps {
  /** The page's entries as received; malformed ones show as error cards (see BlockList). */
  blocks: readonly unknown[];
  /** Where the list sits in the page response: `content.blocks`, `header`, `footer`. */
  path: string;
  /** Overlap handed in by the list above (see BlockList). */
  overlapTop?: number;
}

const isEnvelope = (v: unknown): v is BlockEnvelope => isObject(v);

/**
 * A public block list in edit mode: the renderer in `edit` mode with the overlay buttons (colour
 * scheme, edit, delete) on every block. A colour change applies to the preview at once; every action is emitted.
 * It validates with the full registry, whatever the page started with: edit mode shows skipped
 * blocks with their errors.
 */
export function EditableBlockList({ blocks, path, overlapTop }: EditableBlockListProps) {
  const schemes = useEditOverrides((s) => s.schemes);
  const setScheme = useEditOverrides((s) => s.setScheme);
  const { cmsOrigin } = usePublicConfig();
  const targetOrigin = cmsOrigin ?? null;
  const locale = useLocale();
  const ready = useEditorCatalog(locale);
  useParentActions(targetOrigin);

  useEffect(() => {
    if (path) pageLists.set(path, blocks);
    return () => {
      if (pageLists.get(path) === blocks) pageLists.delete(path);
    };
  }, [path, blocks]);

  const shown = useMemo(
    () =>
      blocks.map((block, index) => {
        const scheme = schemes[`${path}.${index}`];
        if (!scheme || !isEnvelope(block)) return block;
        return { ...block, block_params: { ...block.block_params, color_scheme: scheme } };
      }),
    [blocks, schemes, path],
  );

  const renderOverlay = (ctx: OverlayContext) => {
    const blockPath = path ? `${path}.${ctx.index}` : '';
    const act = (type: 'block:color-scheme' | 'block:edit' | 'block:delete') => () => {
      if (!blockPath) {
        warnEdit('missingPath', { blockType: ctx.blockType, index: ctx.index });
        return;
      }
      if (type === 'block:color-scheme') {
        const value = schemeAfter(ctx.colorScheme, blockPath);
        if (!value) return;
        setScheme(blockPath, value);
        emitEditEvent({ type, path: blockPath, blockType: ctx.blockType, value }, { targetOrigin });
        return;
      }
      emitEditEvent({ type, path: blockPath, blockType: ctx.blockType }, { targetOrigin });
    };
    return (
      <BlockOverlay
        label={ctx.def?.label[locale] ?? ctx.blockType}
        capabilities={ctx.def?.capabilities}
        colorScheme={ctx.colorScheme}
        words
        pinned={path === 'header'}
        editing
        onColorScheme={act('block:color-scheme')}
        onEdit={act('block:edit')}
        onDelete={act('block:delete')}
      />
    );
  };

  return (
    <BlockList
      blocks={shown}
      registry={registry}
      mode="edit"
      errorCard={BlockErrorCard}
      overlapTop={overlapTop}
      renderOverlay={ready ? renderOverlay : undefined}
    />
  );
}

const loadedCatalogs = new Set<Locale>();

/**
 * The editor's catalog of the page's language, merged into the page's Lingui instance: overlay
 * buttons show only once their words are there (never message ids).
 */
function useEditorCatalog(locale: Locale): boolean {
  const { i18n } = useLingui();
  const [ready, setReady] = useState(() => loadedCatalogs.has(locale));
  useEffect(() => {
    if (loadedCatalogs.has(locale)) {
      setReady(true);
      return;
    }
    let alive = true;
    setReady(false);
    void editorCatalog(locale).then((messages) => {
      i18n.load(locale, messages);
      loadedCatalogs.add(locale);
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [locale, i18n]);
  return ready;
}
