import { type ClipboardEvent, type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { sanitizeHtml } from '../../../ui/content/sanitize';
import { storedRichText } from './rich-html';

export type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';
const COMMANDS: readonly Command[] = ['bold', 'italic', 'insertUnorderedList', 'insertOrderedList'];

/**
 * Editing in place: the browser's formatting commands, links (Ctrl+K or the link button, over the
 * selection kept while the link form is open) and pasting sanitised markup; each change is stored.
 */
export function useRichEditing(
  editor: RefObject<HTMLDivElement | null>,
  shown: RefObject<string | null>,
  onChange: (value: string | undefined) => void,
) {
  const range = useRef<Range | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [linking, setLinking] = useState<string | null>(null);
  const emit = () => {
    const node = editor.current;
    if (!node) return;
    const next = storedRichText(node);
    shown.current = next;
    onChange(next === '' ? undefined : next);
  };
  const refresh = () => {
    const state: Partial<Record<Command, boolean>> = {};
    for (const c of COMMANDS) state[c] = document.queryCommandState?.(c) ?? false;
    setPressed(state);
  };
  const run = (command: Command | 'createLink' | 'unlink', arg?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, arg);
    emit();
    refresh();
  };
  const openLink = () => {
    const selection = window.getSelection();
    range.current =
      selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    const anchor = selection?.anchorNode?.parentElement?.closest('a');
    setLinking(anchor?.getAttribute('href') ?? '');
  };
  const applyLink = (href: string | null) => {
    setLinking(null);
    const node = editor.current;
    if (!node) return;
    node.focus();
    const selection = window.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    if (href === null) run('unlink');
    else if (range.current && !range.current.collapsed) run('createLink', href);
    else {
      const text = href.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      document.execCommand('insertHTML', false, `<a href="${text}">${text}</a>`);
      emit();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const safe = pasted ? sanitizeHtml(pasted) : text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    document.execCommand('insertHTML', false, safe);
    emit();
  };

  return { pressed, linking, setLinking, emit, refresh, run, openLink, applyLink, onKeyDown, onPaste };
}
