import { useDraggable } from '@dnd-kit/core';
import { useLingui } from '@lingui/react/macro';
import { type PointerEventHandler, type TouchEventHandler, useId, useMemo, useState } from 'react';
import { registry } from '../../blocks';
import { BLOCK_CATEGORIES, type BlockCategory } from '../../blocks/categories';
import type { AnyBlockDefinition } from '../../engine/registry';
import type { Locale } from '../../engine/schemas';
import styles from './Editor.module.css';

export const PALETTE_PREFIX = 'palette:';

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
    const text = normalize(`${def.label[locale]} ${def.label.fr} ${def.label.en} ${def.type}`);
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
  const groups = useMemo(() => paletteGroups(query, uiLocale), [query, uiLocale]);
  return (
    <nav className={styles.palette} aria-labelledby="palette-title">
      <h2 id="palette-title" className={styles.panelTitle}>{t`Blocs`}</h2>
      <label htmlFor={searchId} className={styles.label}>
        {t`Rechercher un bloc`}
      </label>
      <input
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
                <PaletteItem def={def} label={def.label[uiLocale]} onInsert={onInsert} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function PaletteItem({
  def,
  label,
  onInsert,
}: {
  def: AnyBlockDefinition;
  label: string;
  onInsert: (type: string) => void;
}) {
  const { t } = useLingui();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${def.type}` });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={styles.paletteItem}
      data-palette-type={def.type}
      data-dragging={isDragging ? '' : undefined}
      onClick={() => onInsert(def.type)}
      // Pointer and touch drag only: Enter and Space insert (the button's own keyboard use).
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      onTouchStart={listeners?.onTouchStart as TouchEventHandler<HTMLButtonElement> | undefined}
      aria-label={t`Insérer ${label}`}
    >
      <span aria-hidden="true">+</span> {label}
    </button>
  );
}
