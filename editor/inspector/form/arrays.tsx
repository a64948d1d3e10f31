/**
 * Lists of items (repeaters) in the inspector: each item folds under a summary line (its number,
 * its title in the content's language, its error count) with its own move, copy and remove
 * buttons. A new item opens; after a removal focus goes to the next item (or the add button).
 */
import { useLingui } from '@lingui/react/macro';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { descriptionId } from '@rjsf/utils';
import { createContext, type MouseEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { Icon, type IconName } from '../../overlay/icons';
import styles from './Form.module.css';
import { startsWith, useInspectorForm } from './form-context';
import itemStyles from './Items.module.css';
import { summaryOf } from './summary';

interface ListState {
  items: readonly unknown[];
  /** Keys of items that were there when the list first showed: the others are new and open. */
  known: Set<string> | null;
  onRemoved: (index: number) => void;
}
const ListContext = createContext<ListState>({ items: [], known: null, onRemoved: () => {} });

const toggleId = (itemId: string) => `${itemId}__toggle`;

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { t } = useLingui();
  const { title, schema, items, canAdd, onAddClick, fieldPathId, disabled, readonly, formData, required } =
    props;
  const rawErrors = props.rawErrors ?? [];
  const addRef = useRef<HTMLButtonElement>(null);
  const known = useRef<Set<string> | null>(null);
  const removedAt = useRef<number | null>(null);
  const list = Array.isArray(formData) ? formData : [];
  // Keys present at first render are "known"; rjsf keeps an item's key while it lives.
  if (known.current === null) {
    known.current = new Set(items.map((item) => String((item as { key?: unknown }).key)));
  }
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const next = Math.min(at, list.length - 1);
    const target = next >= 0 ? document.getElementById(toggleId(`${fieldPathId.$id}_${next}`)) : null;
    (target ?? addRef.current)?.focus();
  });
  const state: ListState = {
    items: list,
    known: known.current,
    onRemoved: (index) => {
      removedAt.current = index;
    },
  };
  const description = schema.description;
  return (
    <fieldset className={styles.group} id={fieldPathId.$id} data-invalid={rawErrors.length ? '' : undefined}>
      <legend className={styles.legend}>
        {title}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {description && (
        <p id={descriptionId(fieldPathId)} className={styles.description}>
          {description}
        </p>
      )}
      {items.length === 0 && <p className={styles.empty}>{t`Aucun élément.`}</p>}
      <ListContext.Provider value={state}>
        <ol className={itemStyles.items}>{items}</ol>
      </ListContext.Provider>
      {canAdd && (
        <button
          ref={addRef}
          type="button"
          className={styles.add}
          disabled={disabled || readonly}
          onClick={(event) => onAddClick(event)}
        >
          <span aria-hidden="true">+ </span>
          {t`Ajouter un élément à « ${title} »`}
        </button>
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { t } = useLingui();
  const { children, index, totalItems, itemKey, buttonsProps, hasToolbar, disabled, readonly } = props;
  const { contentLocale, errors, reveal } = useInspectorForm();
  const { items, known, onRemoved } = useContext(ListContext);
  const path = buttonsProps.fieldPathId.path;
  const itemId = buttonsProps.fieldPathId.$id;
  const bodyId = useId();
  const wanted = reveal !== null && startsWith(reveal.segments, path);
  const [open, setOpen] = useState(() => wanted || totalItems === 1 || !known || !known.has(itemKey));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same field asked again opens it again
  useEffect(() => {
    if (wanted) setOpen(true);
  }, [wanted, reveal?.seq]);
  const number = index + 1;
  const summary = summaryOf(items[index], contentLocale) || t`(sans titre)`;
  const errorCount = errors.filter((e) => startsWith(e.segments, path)).length;
  const locked = disabled || readonly;
  const act = (run: (event?: unknown) => void, blocked: boolean) => (event: MouseEvent) => {
    if (blocked || locked) return;
    run(event);
  };
  return (
    <li className={itemStyles.item} data-invalid={errorCount ? '' : undefined}>
      <div className={itemStyles.itemHead}>
        <button
          type="button"
          id={toggleId(itemId)}
          className={itemStyles.toggle}
          data-item-summary=""
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className={itemStyles.chevron} />
          <span className={itemStyles.summary}>
            {number}. {summary}
          </span>
          {errorCount > 0 && <span className={itemStyles.badge}>{t`${errorCount} erreur(s)`}</span>}
        </button>
        {hasToolbar && (
          <div className={itemStyles.itemTools} role="group" aria-label={t`Actions de l’élément ${number}`}>
            {(buttonsProps.hasMoveUp || buttonsProps.hasMoveDown) && (
              <>
                <ItemButton
                  label={t`Monter l’élément ${number}`}
                  icon="up"
                  blocked={!buttonsProps.hasMoveUp}
                  onClick={act(buttonsProps.onMoveUpItem, !buttonsProps.hasMoveUp)}
                />
                <ItemButton
                  label={t`Descendre l’élément ${number}`}
                  icon="down"
                  blocked={!buttonsProps.hasMoveDown}
                  onClick={act(buttonsProps.onMoveDownItem, !buttonsProps.hasMoveDown)}
                />
              </>
            )}
            {buttonsProps.hasCopy && (
              <ItemButton
                label={t`Dupliquer l’élément ${number}`}
                icon="duplicate"
                onClick={act(buttonsProps.onCopyItem, false)}
              />
            )}
            {buttonsProps.hasRemove && (
              <ItemButton
                label={t`Retirer l’élément ${number}`}
                icon="delete"
                danger
                onClick={act((event) => {
                  onRemoved(index);
                  buttonsProps.onRemoveItem(event);
                }, false)}
              />
            )}
          </div>
        )}
      </div>
      <div id={bodyId} className={itemStyles.itemBody} hidden={!open}>
        {open ? children : null}
      </div>
    </li>
  );
}

/**
 * An item action. A move that cannot happen is `aria-disabled`, not `disabled`: the button keeps
 * focus after moving its item to the end of the list.
 */
function ItemButton({
  label,
  icon,
  blocked,
  danger,
  onClick,
}: {
  label: string;
  icon: IconName;
  blocked?: boolean;
  danger?: boolean;
  onClick: (event: MouseEvent) => void;
}) {
  return (
    <button
      type="button"
      className={danger ? `${styles.tool} ${styles.danger}` : styles.tool}
      aria-label={label}
      title={label}
      aria-disabled={blocked ? true : undefined}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}
