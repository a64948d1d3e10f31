import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import {
  type PointerEventHandler,
  type TouchEventHandler,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { registry } from '../../blocks';
import { BLOCK_CATEGORIES, type BlockCategory } from '../../blocks/categories';
import type { AnyBlockDefinition } from '../../engine/registry';
import type { Locale } from '../../engine/schemas';
import { acceptsAt } from '../state/placement';
import { BlockPreview, PreviewStage } from './BlockPreview';
import { PALETTE_PREFIX } from './collisions';
import { pasteAt } from './commands';
import { useEditor, useEditorStore } from './editor-context';
import styles from './Palette.module.css';

export { PALETTE_PREFIX };

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every insertable block, grouped by category in display order, filtered by a search text. */
export function paletteGroups(query: string, locale: Locale) {
  const q = normalize(query.trim());
  const order = Object.keys(BLOCK_CATEGORIES) as BlockCategory[];
  const groups = new Map<string, AnyBlockDefinition[]>();
  for (const def of registry.all()) {
    if (!def.capabilities.insert) continue;
    const description = def.description ? `${def.description.fr} ${def.description.en}` : '';
    const text = normalize(`${def.label[locale]} ${def.label.fr} ${def.label.en} ${def.type} ${description}`);
    if (q && !text.includes(q)) continue;
    const list = groups.get(def.category) ?? [];
    list.push(def);
    groups.set(def.category, list);
  }
  const rank = (c: string) => {
    const i = order.indexOf(c as BlockCategory);
    return i < 0 ? order.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([category, defs]) => ({
      category,
      label: BLOCK_CATEGORIES[category as BlockCategory]?.[locale] ?? category,
      defs: defs.sort((a, b) => a.label[locale].localeCompare(b.label[locale], locale)),
    }));
}

export function Palette({ uiLocale, onInsert }: { uiLocale: Locale; onInsert: (type: string) => void }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => paletteGroups(query, uiLocale), [query, uiLocale]);
  const contentLocale = useEditor((s) => s.contentLocale);
  const focus = useEditor((s) => s.focus);
  useEffect(() => {
    if (focus?.target.kind === 'palette') search.current?.focus();
  }, [focus]);
  return (
    <nav className={styles.palette} aria-labelledby="palette-title">
      <h2 id="palette-title" className={styles.panelTitle}>{t`Blocs`}</h2>
      <InsertionTarget />
      <label htmlFor={searchId} className={styles.label}>
        {t`Rechercher un bloc`}
      </label>
      <input
        ref={search}
        id={searchId}
        type="search"
        className={styles.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {groups.length === 0 && <p className={styles.hint}>{t`Aucun bloc ne correspond.`}</p>}
      {groups.map((group) => (
        <section key={group.category} aria-label={group.label} className={styles.paletteGroup}>
          <h3 className={styles.groupTitle}>{group.label}</h3>
          <ul className={styles.paletteList}>
            {group.defs.map((def) => (
              <li key={def.type}>
                <PaletteItem
                  def={def}
                  label={def.label[uiLocale]}
                  description={def.description?.[uiLocale]}
                  contentLocale={contentLocale}
                  onInsert={onInsert}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <PreviewStage />
    </nav>
  );
}

/** The chosen insertion point, if any: where the next block goes, pasting there, or cancelling. */
function InsertionTarget() {
  const { t } = useLingui();
  const store = useEditorStore();
  const insertAt = useEditor((s) => s.insertAt);
  const pasteHere = useEditor(
    (s) =>
      s.insertAt !== null &&
      s.clipboard !== null &&
      acceptsAt(registry, s.blocks, s.clipboard.block_type, s.insertAt),
  );
  if (insertAt === null) return null;
  const position = insertAt + 1;
  return (
    <div className={styles.insertTarget} role="status">
      <p>{t`Le prochain bloc ira à la position ${position}.`}</p>
      <div className={styles.insertActions}>
        {pasteHere && (
          <button type="button" className={styles.smallButton} onClick={() => pasteAt(store, insertAt)}>
            {t`Coller le bloc copié ici`}
          </button>
        )}
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => {
            store.getState().setInsertAt(null);
            store.getState().requestFocus({ kind: 'canvas' });
          }}
        >
          {t`Annuler l’insertion`}
        </button>
      </div>
    </div>
  );
}

function PaletteItem({
  def,
  label,
  description,
  contentLocale,
  onInsert,
}: {
  def: AnyBlockDefinition;
  label: string;
  description?: string;
  contentLocale: Locale;
  onInsert: (type: string) => void;
}) {
  const { t } = useLingui();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${def.type}` });
  const descriptionId = useId();
  return (
    <div className={styles.paletteItem} data-dragging={isDragging ? '' : undefined}>
      <button
        ref={setNodeRef}
        type="button"
        className={styles.paletteButton}
        data-palette-type={def.type}
        onClick={() => onInsert(def.type)}
        // Pointer and touch drag only: Enter and Space insert (the button's own keyboard use).
        onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
        onTouchStart={listeners?.onTouchStart as TouchEventHandler<HTMLButtonElement> | undefined}
        aria-label={t`Insérer ${label}`}
        aria-describedby={description ? descriptionId : undefined}
      >
        <span className={styles.paletteName}>
          <span aria-hidden="true">+</span> {label}
        </span>
      </button>
      {description && (
        <span id={descriptionId} className={styles.paletteDescription}>
          {description}
        </span>
      )}
      <BlockPreview type={def.type} locale={contentLocale} />
    </div>
  );
}
