/**
 * The one combobox of the site (the search bars' municipalities, the members search; the alert
 * form's filter uses its matching): how typed text matches names, and the keyboard model of an ARIA
 * combobox whose list autocompletes. The components draw their own field, list and options.
 */
import { type KeyboardEvent, useId, useState } from 'react';

/** Case- and accent-insensitive text for matching names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The items whose name contains the query (accents and case ignored), those where a word of the
 * name starts with it first, each group in the items' order. An empty query keeps every item.
 */
export function matchByName<T>(items: readonly T[], query: string, nameOf: (item: T) => string): T[] {
  const q = foldText(query);
  if (!q) return [...items];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const item of items) {
    const name = foldText(nameOf(item));
    if (name.startsWith(q) || name.includes(` ${q}`) || name.includes(`-${q}`)) starts.push(item);
    else if (name.includes(q)) contains.push(item);
  }
  return [...starts, ...contains];
}

export interface ComboboxOptions {
  /** How many options the list shows now (0 while they load or when nothing matches). */
  count: number;
  /** The text typed in the field. */
  query: string;
  /** The active option picked (Enter, or a press on it). */
  onPick: (index: number) => void;
  /** Escape on a closed list with text in the field: the text goes. */
  onClear: () => void;
  /** A pick leaves the list open (several choices) instead of closing it. */
  multiple?: boolean;
  /** Typing makes the first match active (Enter then picks it) instead of none. */
  activateFirst?: boolean;
  /** A key the field handles before the list does (Backspace in an empty field, say). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * An ARIA combobox whose list autocompletes (the field keeps focus, the active option is pointed at
 * by `aria-activedescendant`): typing filters and opens, the arrows move and wrap, Alt+ArrowDown
 * opens, Home and End jump in an open list, Enter or a press picks, Escape closes then clears the
 * text. The caller draws the field, the list (`role="listbox"`) and its options (`role="option"`),
 * spreading the props this returns.
 */
export function useCombobox({
  count,
  query,
  onPick,
  onClear,
  multiple = false,
  activateFirst = false,
  onOtherKey,
}: ComboboxOptions) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && count > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-opt-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (index: number) => {
    if (!multiple) close();
    onPick(index);
  };
  /** The field's text changed: the list opens on the matches. */
  const typed = (text: string) => {
    setOpen(true);
    setActive(text && activateFirst ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (event.altKey) break;
        const down = event.key === 'ArrowDown';
        // While the options load, the active one stays: the first match once they are in.
        setActive((a) => (count ? (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1) : a));
        break;
      }
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
        }
        break;
      case 'Enter':
        if (expanded && active >= 0 && active < count) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        // Stopped here, so that a dialog around the field stays open.
        if (expanded || query) {
          event.preventDefault();
          event.stopPropagation();
          if (expanded) close();
          else onClear();
        }
        break;
      default:
        onOtherKey?.(event);
    }
  };

  return {
    id,
    open,
    setOpen,
    active,
    setActive,
    expanded,
    typed,
    inputProps: {
      id: `${id}-input`,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onClick: () => setOpen(true),
      onBlur: close,
      onKeyDown,
    } as const,
    listProps: { id: listId, hidden: !expanded },
    /**
     * An option's id, and a press that picks it (on mouse down, before the field's blur closes the
     * list). The option takes `tabIndex={-1}`: aria-activedescendant points at it, focus stays.
     */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        onMouseDown: (event: { preventDefault: () => void }) => {
          event.preventDefault();
          setActive(index);
          pick(index);
        },
      }) as const,
  };
}
